import 'server-only';
import { getIronSession } from 'iron-session';
import { env } from '../env';
import { cookieJar } from '../http/request-scope';
import { isProduction } from './cookies';

// The investor a distributor chose for the next screen whose route has no {PAN} in it
// (/new-transaction/transction-types, the mail-back statement pages): sealed in a cookie of its own,
// so the PAN is neither in the address bar nor in browser storage (ARCHITECTURE.md rules 5 and 7).
// It names the user who chose, so a later sign-in as someone else on the same browser never sees it.

const COOKIE = 'portal.flow.investor';
const MINUTES = 30;

export type InvestorPurpose = 'transaction' | 'mail-back' | 'new-investor';

interface SelectedInvestorState {
  userId: string;
  pan: string;
  purpose: InvestorPurpose;
  /** The name the KRA holds for a new investor's PAN (the applicant screen shows it). */
  kraName?: string;
  at: number;
}

async function sealed() {
  return getIronSession<Partial<SelectedInvestorState>>(await cookieJar(), {
    password: env().SESSION_SECRET,
    cookieName: COOKIE,
    ttl: MINUTES * 60,
    cookieOptions: { httpOnly: true, sameSite: 'lax', secure: isProduction(), path: '/' },
  });
}

/** Remembers the PAN for the user's next screen; only a route handler or a server action may call it. */
export async function selectInvestor(userId: string, pan: string, purpose: InvestorPurpose, kraName?: string): Promise<void> {
  const state = await sealed();
  Object.assign(state, { userId, pan: pan.trim().toUpperCase(), purpose, kraName, at: Date.now() });
  await state.save();
}

/** The PAN chosen by this user for this purpose within the last half hour, or null. */
export async function selectedInvestor(userId: string, purpose: InvestorPurpose): Promise<string | null> {
  const state = await sealed();
  if (state.userId !== userId || state.purpose !== purpose || !state.pan) return null;
  if (!state.at || Date.now() - state.at > MINUTES * 60_000) return null;
  return state.pan;
}

/** The new investor (PAN and KRA name) this user handed to the applicant screen, or null. */
export async function selectedNewInvestor(userId: string): Promise<{ pan: string; kraName: string } | null> {
  const pan = await selectedInvestor(userId, 'new-investor');
  if (!pan) return null;
  const state = await sealed();
  return { pan, kraName: state.kraName ?? '' };
}
