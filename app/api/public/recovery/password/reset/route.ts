import type { MessageResponse } from '@/lib/api/public-auth';
import { resetPasswordSchema } from '@/lib/forms/account/reset-password';
import { withPublic } from '@/server/http/handler';
import { resetForgottenPassword } from '@/server/services/account/recovery';

export const POST = withPublic({ body: resetPasswordSchema }, async ({ body }): Promise<MessageResponse> => ({
  message: await resetForgottenPassword(body.newPassword),
}));
