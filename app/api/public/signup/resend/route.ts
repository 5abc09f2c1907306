import type { MessageResponse } from '@/lib/api/public-auth';
import { OTP_MESSAGES } from '@/lib/forms/account/otp';
import { withPublic } from '@/server/http/handler';
import { resendSignupOtp } from '@/server/services/account/signup';

export const POST = withPublic({}, async (): Promise<MessageResponse> => {
  await resendSignupOtp();
  return { message: OTP_MESSAGES.resent };
});
