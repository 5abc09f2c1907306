import type { MessageResponse } from '@/lib/api/public-auth';
import { forgotUserIdSchema } from '@/lib/forms/account/forgot-userid';
import { withPublic } from '@/server/http/handler';
import { sendUserIdReminder } from '@/server/services/account/recovery';

export const POST = withPublic({ body: forgotUserIdSchema }, async ({ body }): Promise<MessageResponse> => ({
  message: await sendUserIdReminder(body.email),
}));
