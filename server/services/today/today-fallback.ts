import 'server-only';
import { investorProblems } from '@/lib/rules/investor-problems';
import type { KycState } from '@/lib/rules/worklist';
import type { BookAuth } from '../../auth/session';
import { env } from '../../env';
import { allClients } from '../../fundhouse/endpoints/investors';
import { kraCheck } from '../../fundhouse/endpoints/kyc';
import { upstream } from '../../fundhouse/upstream';
import type { TodayInvestorProblems } from './today-book';

// Who cannot transact, asked through the seed's calls when the registrar lacks the book-wide read:
// the book's list carries the fund house's KYC and FATCA flags and the contacts on record; the KRA is
// then asked, one investor at a time, about each whose fund-house record says compliant (a KRA hold
// shows only there). Slower, so a few calls run at once.

const AT_ONCE = 6;

async function kraHolds(auth: BookAuth, pans: string[]): Promise<Set<string>> {
  const held = new Set<string>();
  const queue = [...pans];
  const worker = async () => {
    for (let pan = queue.shift(); pan; pan = queue.shift()) {
      const answer = await upstream(kraCheck, { fund: env().FUND_CODE, userid: auth.session.userId, i_pan: pan }, { token: auth.token });
      if (answer.DtData[0]?.KYCBlock === 'Y') held.add(pan);
    }
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, pans.length) }, worker));
  return held;
}

export async function investorsPerInvestor(auth: BookAuth): Promise<TodayInvestorProblems[]> {
  const book = await upstream(allClients, { ARN: auth.session.arn, customfund: env().FUND_CODE, AllFavFlag: 'A' }, { token: auth.token });
  const rows = book.DtData.map((r) => ({ ...r, Pan: r.Pan.trim().toUpperCase() }));
  const held = await kraHolds(auth, rows.filter((r) => r.Kyc === 'Y').map((r) => r.Pan));
  return rows
    .map((r) => {
      const kyc: KycState = r.Kyc === 'N' ? 'Not compliant' : held.has(r.Pan) ? 'On hold' : 'Compliant';
      const facts = { kyc, fatcaDone: r.Fatca === 'Y', emailOnRecord: !!r.Email?.trim(), mobileOnRecord: !!r.Mobile?.trim() };
      return { pan: r.Pan, investor: r.Name.trim(), kyc, blocks: investorProblems(facts), ekycSentAt: null };
    })
    .filter((r) => r.blocks.some((b) => b.severity === 'refuse'))
    .sort((a, b) => a.investor.localeCompare(b.investor));
}
