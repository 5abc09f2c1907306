import type { MessageResponse } from '@/lib/api/public-auth';
import { FORGOT_PASSWORD_MESSAGES, forgotPasswordSchema } from '@/lib/forms/account/forgot-password';
import { withPublic } from '@/server/http/handler';
import { startPasswordRecovery } from '@/server/services/account/recovery';

export const POST = withPublic({ body: forgotPasswordSchema }, async ({ body }): Promise<MessageResponse> => {
  await startPasswordRecovery(body.userId);
  return { message: FORGOT_PASSWORD_MESSAGES.otpSent };
});
