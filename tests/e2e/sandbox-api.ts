import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createUpstreamClient } from '../../server/fundhouse/client';
import { createAesGcmCipher } from '../../server/fundhouse/crypto';
import { login } from '../../server/fundhouse/endpoints/auth';
import { detailedTransactions } from '../../server/fundhouse/endpoints/transactions';
import { PASSWORD, SANDBOX_URL } from './env';

// The registrar's own view, read the way the portal reads it (sealed calls with the installation's
// secret), so a test can check a figure on screen against the sandbox and find the links the
// investor would get. Seeded transactions are not mailed, so their links come from here.

function fundhouseSecret(): string {
  // scripts/start.mjs gives the sandbox this secret: the operator's, else the local installation's.
  if (process.env.FUNDHOUSE_API_SECRET) return process.env.FUNDHOUSE_API_SECRET;
  const saved = JSON.parse(readFileSync(path.join(process.cwd(), '.data', 'local-secrets.json'), 'utf8')) as Record<string, string>;
  const secret = saved.FUNDHOUSE_API_SECRET;
  if (!secret) throw new Error('no FUNDHOUSE_API_SECRET in .data/local-secrets.json');
  return secret;
}

const call = () =>
  createUpstreamClient({ baseUrl: SANDBOX_URL, cipher: createAesGcmCipher(fundhouseSecret()), transport: { timeoutMs: 10_000 } });

/** The distributor's pending transactions as the registrar lists them, each with its authorisation link. */
export async function pendingTransactions(user: { userId: string; arn: string }): Promise<{ ihno: string; link: string }[]> {
  const upstream = call();
  const signedIn = await upstream(login, { ReqBy: 'D', username: user.userId, password: PASSWORD, nonce: '424242' });
  const token = signedIn.DtData[0]?.token;
  if (!token) throw new Error(`sandbox sign-in of ${user.userId} failed`);
  const rows = (await upstream(detailedTransactions, { transflag: 'P', Arn: user.arn, customfund: '117' }, { token })).DtData;
  return rows.map((r) => ({ ihno: r.ihno, link: r.Link }));
}
