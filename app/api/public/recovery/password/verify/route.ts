import { recoveryOtpSchema } from '@/lib/forms/otp';
import { readJson, withPublic } from '@/server/http/handler';
import { verifyRecoveryOtp, type RecoveryVerifyResult } from '@/server/services/recovery';

export type RecoveryVerifyResponse = RecoveryVerifyResult;

export const POST = withPublic(async (req): Promise<RecoveryVerifyResponse> => {
  const { otp } = recoveryOtpSchema.parse(await readJson(req));
  return verifyRecoveryOtp(otp);
});
