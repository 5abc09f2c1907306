import { login } from '@/server/fundhouse/endpoints/auth';
import { upstream } from '../support/scripted-upstream';

// The registrar's /login as the sign-in tests need it: one password opens the account, every call
// is counted, and each answer takes a moment so that a burst really overlaps.

export const GOOD_PASSWORD = 'Right@2026';
export const ARN = 'ARN-112233';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function upstreamToken(userId: string, arn = ARN): string {
  const exp = Math.floor(Date.now() / 1000) + 3600;
  return `${b64({ alg: 'HS256' })}.${b64({ sub: userId, arn, exp })}.c2lnbmF0dXJl`;
}

export function scriptLogin() {
  upstream.answerWith(login, ({ username, password, nonce }) => ({
    DtData:
      password === GOOD_PASSWORD
        ? [{ token: upstreamToken(username), UserId: username, ARNCode: ARN, Distributor_Name: 'Asha Menon', LastLogin: '', tran_enable_flag: 'N', nonce }]
        : [],
  }));
}

export const loginCalls = () => upstream.calls.filter((c) => c.name === 'login').length;

export const slowUpstreamModule = () => ({
  upstream: async (...args: Parameters<typeof upstream.call>) => {
    await new Promise((r) => setTimeout(r, 15));
    return upstream.call(...args);
  },
});
