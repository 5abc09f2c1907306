import 'server-only';
import type { DigestSettingsResponse } from '@/lib/api/account';
import type { DigestSettings } from '@/lib/forms/account/digest';
import { DEFAULT_DIGEST_TIME, DIGEST_MESSAGES } from '@/lib/rules/digest';
import type { DistributorAuth } from '../../auth/session';
import { env } from '../../env';
import { upstreamNow } from '../../fundhouse/clock';
import { HttpError } from '../../http/handler';
import { getDb } from '../../store/db';
import { readDigestSetting, saveDigestSetting } from '../../store/digests';

// The morning digest's settings, kept per ARN in the portal store (server/store/digests.ts). The digest
// goes to the ARN holder only (server/digest/send.ts: the registrar's e-mail on record for the ARN), so
// only the ARN holder changes them.

/** Sent only where the portal has a mail server and the registrar's service key. */
export const digestAvailable = () => !!env().SMTP_URL && !!env().FUNDHOUSE_SERVICE_KEY;

export async function readDigestSettings(arn: string): Promise<{ enabled: boolean; time: string }> {
  const row = await readDigestSetting(await getDb(), arn);
  return { enabled: row?.enabled ?? false, time: row?.time ?? DEFAULT_DIGEST_TIME };
}

export async function saveDigestSettings(auth: DistributorAuth, input: DigestSettings): Promise<DigestSettingsResponse> {
  // The digest is read with the ARN's service token and mailed to the ARN's e-mail on record: a member
  // (whatever their role) would be turning the ARN holder's mail on or off.
  if (auth.session.member) throw new HttpError(403, { message: DIGEST_MESSAGES.holderOnly });
  if (!digestAvailable()) throw new HttpError(409, { message: DIGEST_MESSAGES.unavailable });
  // On the registrar's clock, which the scheduler reads too: a day whose time has passed is not sent late.
  const now = new Date(upstreamNow());
  const row = await saveDigestSetting(await getDb(), { arn: auth.session.arn, userId: auth.session.userId, ...input }, now);
  return { enabled: row.enabled, time: row.time, message: DIGEST_MESSAGES.saved(row.enabled, row.time) };
}
