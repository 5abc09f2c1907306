import { signupOtpSchema } from '@/lib/forms/otp';
import { readJson, withPublic } from '@/server/http/handler';
import { verifySignupOtp, type SignupVerifyResult } from '@/server/services/signup';

export type SignupVerifyResponse = SignupVerifyResult;

export const POST = withPublic(async (req): Promise<SignupVerifyResponse> => {
  const { otp } = signupOtpSchema.parse(await readJson(req));
  return verifySignupOtp(otp);
});
