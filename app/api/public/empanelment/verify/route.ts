import { empanelmentBasicsSchema } from '@/lib/forms/empanelment-basics';
import { readJson, withPublic } from '@/server/http/handler';
import { verifyOtp } from '@/server/services/empanelment-flow';

export type EmpanelmentVerifyResponse = { next: string };

export const POST = withPublic(async (req): Promise<EmpanelmentVerifyResponse> => {
  const input = empanelmentBasicsSchema.parse(await readJson(req));
  return verifyOtp(input);
});
