import type { SignupVerifyResponse } from '@/lib/api/public-auth';
import { signupOtpSchema } from '@/lib/forms/account/otp';
import { withPublic } from '@/server/http/handler';
import { verifySignupOtp } from '@/server/services/account/signup';

export const POST = withPublic({ body: signupOtpSchema }, ({ body }): Promise<SignupVerifyResponse> => verifySignupOtp(body.otp));
