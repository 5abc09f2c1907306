import 'server-only';
import { siteOrigin } from '@/lib/public-pages';
import type { BookAuth } from '../auth/session';
import { env } from '../env';
import { serviceToken } from '../fundhouse/endpoints/service-token';
import { upstream } from '../fundhouse/upstream';
import { todayView } from '../services/today/today';
import { composeDigest } from './compose';
import { sendMail } from './mailer';

// One distributor's digest: a service token for the ARN (nobody is signed in at 08:00), Today's view read
// with it by the same service the page uses, and the mail to the e-mail the registrar has on record.

export class DigestNotSent extends Error {
  constructor(readonly kind: 'no-service-key' | 'no-token' | 'no-address') {
    super(kind);
  }
}

export async function sendDigest(arn: string): Promise<void> {
  const key = env().FUNDHOUSE_SERVICE_KEY;
  if (!key) throw new DigestNotSent('no-service-key');
  const answer = await upstream(serviceToken, { ServiceKey: key, Arn: arn, Fund: env().FUND_CODE });
  const granted = answer.DtData[0];
  if (!granted) throw new DigestNotSent('no-token');
  const to = granted.Email.trim();
  if (!to) throw new DigestNotSent('no-address');
  const auth: BookAuth = { session: { arn, userId: granted.UserId }, token: granted.token };
  await sendMail(to, composeDigest(await todayView(auth), siteOrigin().origin));
}
