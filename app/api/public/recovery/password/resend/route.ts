import { OTP_MESSAGES } from '@/lib/forms/otp';
import { withPublic } from '@/server/http/handler';
import { resendRecoveryOtp } from '@/server/services/recovery';

export type RecoveryResendResponse = { message: string };

export const POST = withPublic(async (): Promise<RecoveryResendResponse> => {
  await resendRecoveryOtp();
  return { message: OTP_MESSAGES.resent };
});
