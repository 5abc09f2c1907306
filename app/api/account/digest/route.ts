import type { DigestSettingsResponse } from '@/lib/api/account';
import { digestSettingsSchema } from '@/lib/forms/account/digest';
import { withSession } from '@/server/http/handler';
import { saveDigestSettings } from '@/server/services/account/digest-settings';

/** PUT: the morning digest on or off, and its time. */
export const PUT = withSession(
  { needs: 'read', body: digestSettingsSchema },
  async ({ body }, auth): Promise<DigestSettingsResponse> => saveDigestSettings(auth, body),
);
