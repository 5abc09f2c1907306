import type { MessageResponse } from '@/lib/api/public-auth';
import { OTP_MESSAGES } from '@/lib/forms/account/otp';
import { withPublic } from '@/server/http/handler';
import { resendRecoveryOtp } from '@/server/services/account/recovery';

export const POST = withPublic({}, async (): Promise<MessageResponse> => {
  await resendRecoveryOtp();
  return { message: OTP_MESSAGES.resent };
});
