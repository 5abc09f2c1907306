import type { SignupStartResponse } from '@/lib/api/public-auth';
import { signupSchema } from '@/lib/forms/account/signup';
import { withPublic } from '@/server/http/handler';
import { startSignup } from '@/server/services/account/signup';

export const POST = withPublic({ body: signupSchema }, async ({ body }): Promise<SignupStartResponse> => {
  await startSignup(body);
  return { ok: true };
});
