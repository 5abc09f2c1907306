import 'server-only';
import { getIronSession, type IronSession } from 'iron-session';
import { env } from '../env';
import { cookieJar } from '../http/request-scope';
import { isProduction } from './cookies';

// The short state of anonymous multi-step flows (sign-up OTP, the forgot-password otp id and reset
// token, empanelment progress) sealed in a cookie of its own per flow, so no secret sits in the URL
// or in browser storage, and one flow never overwrites another (ARCHITECTURE.md rule 5).

export type FlowName = 'signup' | 'recovery' | 'empanelment';

const FLOW_MINUTES = 30;

export async function flowSession<T extends object>(flow: FlowName): Promise<IronSession<Partial<T>>> {
  return getIronSession<Partial<T>>(await cookieJar(), {
    password: env().SESSION_SECRET,
    cookieName: `portal.flow.${flow}`,
    ttl: FLOW_MINUTES * 60,
    cookieOptions: { httpOnly: true, sameSite: 'lax', secure: isProduction(), path: '/' },
  });
}
