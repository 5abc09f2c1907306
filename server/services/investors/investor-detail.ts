import 'server-only';
import type { InvestorDetail, InvestorTotals, UpcomingSip } from '@/lib/api/investors';
import { formatDisplayDay, parseDisplayDate } from '@/lib/dates';
import { parseAmount } from '@/lib/money';
import { isIndividualPan } from '@/lib/rules/pan';
import { env } from '../../env';
import type { DistributorAuth } from '../../auth/session';
import { investorByPan, upcomingSips } from '../../fundhouse/endpoints/investors';
import { upstream } from '../../fundhouse/upstream';
import { HttpError, type CheckedInvestor } from '../../http/handler';
import { NO_INVESTOR_MESSAGE } from '@/lib/investor-messages';
import { investorViewed } from './investors';
import { sipInstalments } from '../sip/sip-instalments';

// One investor of the book (GetDistributorDetailsbyPAN) and their upcoming SIPs (GetSipFundDetails),
// mapped to the portal's own shapes. A PAN outside the book reads exactly like an unknown one.

const NO_TOTALS: InvestorTotals = { costValue: null, aum: null, overallAppr: null, todayAppr: null };

/** The investor, or a 404 with the seed's message when the PAN is not in the caller's book. */
export async function investorDetail(auth: DistributorAuth, pan: string): Promise<InvestorDetail> {
  const answer = await upstream(
    investorByPan,
    { Uid: auth.session.userId, ReqBy: 'D', PAN: pan, customfund: env().FUND_CODE },
    { token: auth.token },
  );
  const head = answer.DtData[0];
  if (!head) throw new HttpError(404, { message: NO_INVESTOR_MESSAGE });
  // Opening an investor puts them first on the Recent tab. Not waited for: this answer does not depend on it.
  investorViewed(auth).catch(() => undefined);
  const t = answer.Table1[0];
  const loss = t?.Gain === 'N';
  const gain = parseAmount(t?.GainVal);
  return {
    name: head.invname.trim(),
    pan: head.PAN.trim().toUpperCase(),
    kyc: head.KYC === 'Y',
    fatca: head.FATCA === 'Y',
    email: head.email?.trim() || null,
    mobile: head.Mobile?.trim() || null,
    favourite: head.fav === 'T',
    individual: isIndividualPan(head.PAN),
    totals: t
      ? {
          costValue: parseAmount(t.CostValue),
          aum: parseAmount(t.CurrentValue),
          // GainVal is the size of the gain or loss; Gain 'N' says which.
          overallAppr: gain === null ? null : loss ? -Math.abs(gain) : gain,
          todayAppr: parseAmount(t.todaygain),
        }
      : NO_TOTALS,
    investments: answer.Table2.map((r) => ({
      key: `${r.fund_code}~${r.acno}~${r.scheme}~${r.plndesc}`,
      scheme: r.SchDesc.trim(),
      plan: r.plndesc.trim(),
      folio: r.acno.trim(),
      units: parseAmount(r.Units),
      costValue: parseAmount(r.CostValue),
      currentValue: parseAmount(r.CurrentValue),
      absoluteReturn: parseAmount(r.GainPercent),
    })),
    allocation: answer.Table3.map((r) => ({ name: r.name.trim(), percent: parseAmount(r.totpercent) ?? 0 })).filter((r) => r.percent > 0),
  };
}

const displayDay = (text: string) => {
  const day = parseDisplayDate(text);
  return day ? formatDisplayDay(day) : text.trim();
};

/** Live and paused SIPs with an instalment due within a year (YearFlag Y), each with its recent instalments. */
export async function investorSips(auth: DistributorAuth, { pan }: CheckedInvestor): Promise<UpcomingSip[]> {
  const answer = await upstream(upcomingSips, { Pan: pan, YearFlag: 'Y', ARNCode: auth.session.arn }, { token: auth.token });
  const dayOrNull = (text: string) => (text.trim() ? displayDay(text) : null);
  return Promise.all(
    answer.DtData.map(async (s) => ({
      id: s.ihno,
      fundName: [s.schname.trim(), s.plnname.trim()].filter(Boolean).join(' - '),
      folio: s.accno,
      sipDate: displayDay(s.sipdt),
      startDate: displayDay(s.sipstartdt),
      endDate: displayDay(s.sipenddt),
      amount: parseAmount(s.amt),
      status: s.Status.trim(),
      pausedFrom: dayOrNull(s.PausedFrom),
      pausedTo: dayOrNull(s.PausedTo),
      instalments: await sipInstalments(auth, s.ihno, s.fund_code.trim() || env().FUND_CODE),
    })),
  );
}
