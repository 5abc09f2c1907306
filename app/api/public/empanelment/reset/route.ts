import { withPublic } from '@/server/http/handler';
import { startAgain } from '@/server/services/empanelment-flow';

export type EmpanelmentResetResponse = { ok: true };

export const POST = withPublic(async (): Promise<EmpanelmentResetResponse> => {
  await startAgain();
  return { ok: true };
});
