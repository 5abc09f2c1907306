import 'server-only';
import { sealData, unsealData } from 'iron-session';
import { NO_INVESTOR_MESSAGE } from '@/lib/investor-messages';
import { isValidPan } from '@/lib/rules/pan';
import { selectedInvestor } from '../../auth/selected-investor';
import { orSignIn, requireDistributor } from '../../auth/session';
import { env } from '../../env';
import { flowInvestor } from './flow-reads';

export { NO_INVESTOR_MESSAGE };

// Which investor a transaction screen is for. The investor list and detail hand the PAN over in a
// sealed cookie (server/auth/selected-investor.ts); from there on the transaction screens carry it
// in a sealed token in their address (?f=…). A token per address, not a cookie per browser, keeps
// two tabs for two investors apart, and the PAN never appears in clear in an address or in storage.

const TTL_SECONDS = 8 * 60 * 60;

interface FlowState {
  u: string;
  p: string;
}

export async function sealFlow(userId: string, pan: string): Promise<string> {
  const state: FlowState = { u: userId.trim().toLowerCase(), p: pan.trim().toUpperCase() };
  return sealData(state, { password: env().SESSION_SECRET, ttl: TTL_SECONDS });
}

/** The PAN a token names, when it is valid, current and was made for this user; otherwise null. */
export async function openFlow(token: string | undefined | null, userId: string): Promise<string | null> {
  if (!token || token.length > 2000) return null;
  try {
    const state = await unsealData<Partial<FlowState>>(token, { password: env().SESSION_SECRET, ttl: TTL_SECONDS });
    if (state.u !== userId.trim().toLowerCase() || typeof state.p !== 'string' || !isValidPan(state.p)) return null;
    return state.p;
  } catch {
    return null;
  }
}

export type FlowSearch = Record<string, string | string[] | undefined>;

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export interface PageFlow {
  pan: string;
  /** The token the screen's links carry on. */
  f: string;
  /** True when the PAN came from elsewhere: the page moves to its own address with ?f=. */
  fresh: boolean;
}

/** Whether a PAN is in the signed-in distributor's book (the registrar answers no row for any other). */
async function inBook(pan: string): Promise<boolean> {
  const auth = await requireDistributor();
  const found = await orSignIn(flowInvestor(auth, pan));
  return found.DtData.length > 0;
}

/**
 * A page's investor: its ?f= token, else the one selected in the list (checked against the book when it
 * was selected), else a PAN typed into the address, which is checked against the book before any
 * token names it.
 */
export async function flowFromPage(search: FlowSearch, userId: string): Promise<PageFlow | null> {
  const fromToken = await openFlow(first(search.f), userId);
  if (fromToken) return { pan: fromToken, f: first(search.f)!, fresh: false };
  const typed = first(search.pan)?.trim().toUpperCase();
  const pan = typed && isValidPan(typed) ? ((await inBook(typed)) ? typed : null) : await selectedInvestor(userId, 'transaction');
  return pan ? { pan, f: await sealFlow(userId, pan), fresh: true } : null;
}
