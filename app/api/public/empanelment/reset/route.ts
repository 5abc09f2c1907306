import type { EmpanelmentResetResponse } from '@/lib/api/empanelment';
import { withPublic } from '@/server/http/handler';
import { startAgain } from '@/server/services/empanelment/empanelment-flow';

export const POST = withPublic({}, async (): Promise<EmpanelmentResetResponse> => {
  await startAgain();
  return { ok: true };
});
