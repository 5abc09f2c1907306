import type { RecoveryVerifyResponse } from '@/lib/api/public-auth';
import { recoveryOtpSchema } from '@/lib/forms/account/otp';
import { withPublic } from '@/server/http/handler';
import { verifyRecoveryOtp } from '@/server/services/account/recovery';

export const POST = withPublic({ body: recoveryOtpSchema }, ({ body }): Promise<RecoveryVerifyResponse> => verifyRecoveryOtp(body.otp));
