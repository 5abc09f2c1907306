import { forgotUserIdSchema } from '@/lib/forms/forgot-userid';
import { readJson, withPublic } from '@/server/http/handler';
import { sendUserIdReminder } from '@/server/services/recovery';

export type ForgotUserIdResponse = { message: string };

export const POST = withPublic(async (req): Promise<ForgotUserIdResponse> => {
  const { email } = forgotUserIdSchema.parse(await readJson(req));
  return { message: await sendUserIdReminder(email) };
});
