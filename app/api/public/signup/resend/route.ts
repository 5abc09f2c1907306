import { OTP_MESSAGES } from '@/lib/forms/otp';
import { withPublic } from '@/server/http/handler';
import { resendSignupOtp } from '@/server/services/signup';

export type SignupResendResponse = { message: string };

export const POST = withPublic(async (): Promise<SignupResendResponse> => {
  await resendSignupOtp();
  return { message: OTP_MESSAGES.resent };
});
