import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createUpstreamClient } from '../../server/fundhouse/client';
import { createAesGcmCipher } from '../../server/fundhouse/crypto';
import { login } from '../../server/fundhouse/endpoints/auth';
import { upcomingSips } from '../../server/fundhouse/endpoints/investors';
import { PASSWORD, SANDBOX_URL } from './env';

// The registrar's list of an investor's live SIPs, read as the portal reads it, so a test can see a
// registered SIP go live once the investor approves it.

export function fundhouseSecret(): string {
  if (process.env.FUNDHOUSE_API_SECRET) return process.env.FUNDHOUSE_API_SECRET;
  const saved = JSON.parse(readFileSync(path.join(process.cwd(), '.data', 'local-secrets.json'), 'utf8')) as Record<string, string>;
  const secret = saved.FUNDHOUSE_API_SECRET;
  if (!secret) throw new Error('no FUNDHOUSE_API_SECRET in .data/local-secrets.json');
  return secret;
}

export async function liveSipsOf(user: { userId: string; arn: string }, pan: string) {
  const upstream = createUpstreamClient({ baseUrl: SANDBOX_URL, cipher: createAesGcmCipher(fundhouseSecret()), transport: { timeoutMs: 10_000 } });
  const signedIn = await upstream(login, { ReqBy: 'D', username: user.userId, password: PASSWORD, nonce: '424242' });
  const token = signedIn.DtData[0]?.token;
  if (!token) throw new Error(`sandbox sign-in of ${user.userId} failed`);
  return (await upstream(upcomingSips, { Pan: pan, ARNCode: user.arn }, { token })).DtData;
}
