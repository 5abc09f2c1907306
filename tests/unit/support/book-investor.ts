import { encodeSessionCookie } from '@/server/auth/token';
import { investorByPan } from '@/server/fundhouse/endpoints/investors';
import type { ScriptedUpstream } from './scripted-upstream';

// A route that declares its investor has the handler wrapper look the PAN up in the caller's book
// (GetDistributorDetailsbyPAN) before it runs. Route tests script that look-up with these.

export const RAVI_IN_BOOK = { invname: 'Ravi Sharma', PAN: 'BKFPS4821K', KYC: 'Y', FATCA: 'Y', fav: 'F', email: 'ravi@example.com', Mobile: '9876543210' } as const;
/** On ARN-445566's book, not on the signed-in distributor's. */
export const OTHER_BOOK_PAN = 'EZTPR5532M';
export const DEMO_USER = 'demo@dit.test';

/** Answers the wrapper's book look-up: `pan` is an investor of the caller's book. */
export function scriptBookInvestor(upstream: ScriptedUpstream, pan: string = RAVI_IN_BOOK.PAN): void {
  upstream.answer(investorByPan, { DtData: [{ ...RAVI_IN_BOOK, PAN: pan }] });
}

/** The caller's book as the registrar answers for it: Ravi is in it, any other PAN is not. */
export function scriptBook(upstream: ScriptedUpstream): void {
  upstream.answerWith(investorByPan, (p) => ({ DtData: p.PAN === RAVI_IN_BOOK.PAN ? [RAVI_IN_BOOK] : [] }));
}

/** The session cookie's value for the demo distributor, as the handlers read it from a request. */
export const demoSessionCookie = () =>
  encodeSessionCookie({
    userId: DEMO_USER, arn: 'ARN-112233', name: 'Asha Menon', flag: 'N', lastLogin: '', ut: 'upstream-token', utExp: Math.floor(Date.now() / 1000) + 3600,
  });
