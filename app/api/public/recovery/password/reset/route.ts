import { resetPasswordSchema } from '@/lib/forms/reset-password';
import { readJson, withPublic } from '@/server/http/handler';
import { resetForgottenPassword } from '@/server/services/recovery';

export type ResetPasswordResponse = { message: string };

export const POST = withPublic(async (req): Promise<ResetPasswordResponse> => {
  const { newPassword } = resetPasswordSchema.parse(await readJson(req));
  return { message: await resetForgottenPassword(newPassword) };
});
