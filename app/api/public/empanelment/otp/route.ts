import { empanelmentOtpRequestSchema } from '@/lib/forms/empanelment-basics';
import { readJson, withPublic } from '@/server/http/handler';
import { requestOtp } from '@/server/services/empanelment-flow';

export type EmpanelmentOtpResponse = { message: string };

export const POST = withPublic(async (req): Promise<EmpanelmentOtpResponse> => {
  const input = empanelmentOtpRequestSchema.parse(await readJson(req));
  return requestOtp(input);
});
