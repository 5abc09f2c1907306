import { FORGOT_PASSWORD_MESSAGES, forgotPasswordSchema } from '@/lib/forms/forgot-password';
import { readJson, withPublic } from '@/server/http/handler';
import { startPasswordRecovery } from '@/server/services/recovery';

export type RecoveryStartResponse = { message: string };

export const POST = withPublic(async (req): Promise<RecoveryStartResponse> => {
  const { userId } = forgotPasswordSchema.parse(await readJson(req));
  await startPasswordRecovery(userId);
  return { message: FORGOT_PASSWORD_MESSAGES.otpSent };
});
