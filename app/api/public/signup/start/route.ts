import { signupSchema } from '@/lib/forms/signup';
import { readJson, withPublic } from '@/server/http/handler';
import { startSignup } from '@/server/services/signup';

export type SignupStartResponse = { ok: true };

export const POST = withPublic(async (req): Promise<SignupStartResponse> => {
  await startSignup(signupSchema.parse(await readJson(req)));
  return { ok: true };
});
