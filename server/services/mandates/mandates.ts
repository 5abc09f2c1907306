import 'server-only';
import type { MandateList, MandateView } from '@/lib/api/mandates';
import { istDay, parseDisplayDate } from '@/lib/dates';
import { endsWithinYear, maskAccount } from '@/lib/rules/mandate-registration-limits';
import { parseAmount } from '@/lib/money';
import { SIP_FORM_OF_MODE, type ChosenMandate, type MandateMode } from '@/lib/transactions/chosen-mandate';
import type { DistributorAuth } from '../../auth/session';
import { env } from '../../env';
import { upstreamNow } from '../../fundhouse/clock';
import { emandateList, otmSipDetails, type MandateListRow } from '../../fundhouse/endpoints/mandates';
import { foliosByPan } from '../../fundhouse/endpoints/investors';
import { upstream } from '../../fundhouse/upstream';
import { HttpError, type CheckedInvestor } from '../../http/handler';
import { saveChosenMandate } from './chosen-mandate';

// The mandates registered under an investor's folio (seed 002 sections 2.1 and 4.1), as the lists
// show them: the account masked but the last four, the maximum debit, and beyond the seed what is
// left of it once the live SIPs drawing on it are paid, and whether it ends within a year.

export const MANDATE_CHOICE_MESSAGES = {
  notFound: 'The selected mandate is not registered under this folio. Please select a mandate from the list.',
} as const;

/** The investor's folios of the fund house, for the folio picker. */
export async function mandateFolios(auth: DistributorAuth, pan: string): Promise<string[]> {
  const fund = env().FUND_CODE;
  const answer = await upstream(foliosByPan, { PAN: pan, Fund: fund, Agent: auth.session.arn, customfund: fund }, { token: auth.token });
  const acnos = answer.DtData.filter((f) => f.fund.trim() === fund).map((f) => f.acno.trim());
  return [...new Set(acnos)];
}

const OTM_MODES: Record<'AO' | 'KO', MandateMode> = { AO: 'AOTM', KO: 'KOTM' };

function view(row: MandateListRow & { Mode?: 'AO' | 'KO' }, mode: MandateMode, acno: string): MandateView {
  const max = parseAmount(row.Amt) ?? 0;
  const used = parseAmount(row.SIPAmt ?? '0') ?? 0;
  const end = parseDisplayDate(row['MANDATE END DATE']);
  const umrn = row.UMRNNO.trim();
  return {
    mode: row.Mode ? OTM_MODES[row.Mode] : mode,
    acno,
    key: umrn || `ref-${row.RegRef?.trim() ?? ''}`,
    umrn,
    // A registrar that lists active mandates only sends no status; a row without a UMRN cannot be active.
    status: row.Status?.trim() === 'Pending' || !umrn ? 'Pending' : 'Active',
    bankName: row['BANK NAME'].trim(),
    accountNo: maskAccount(row['BANK A/C NO']),
    ifsc: row.GM_ifsc.trim(),
    startDate: row['MANDATE START DATE'].trim(),
    endDate: row['MANDATE END DATE'].trim(),
    maxAmount: max,
    headroom: Math.max(0, max - used),
    endsSoon: end ? endsWithinYear(end, istDay(new Date(upstreamNow()))) : false,
  };
}

/** One folio's mandates of one list; another investor's folio lists nothing. */
export async function listMandates(auth: DistributorAuth, { pan }: CheckedInvestor, acno: string, list: MandateList): Promise<MandateView[]> {
  const fund = env().FUND_CODE;
  const params = { Fund: fund, PAN: pan, uid: auth.session.userId, customfund: fund, acno };
  const call = { token: auth.token };
  if (list === 'otm') return (await upstream(otmSipDetails, params, call)).Table1.map((r) => view(r, 'AOTM', acno));
  const answer = await upstream(emandateList, list === 'upi' ? { ...params, source: 'UAUTO' } : params, call);
  return answer.Table1.map((r) => view(r, list === 'upi' ? 'UPI' : 'ENACH', acno));
}

const LIST_OF_MODE: Record<MandateMode, MandateList> = { ENACH: 'enach', UPI: 'upi', AOTM: 'otm', KOTM: 'otm' };

/**
 * Keeps the selected mandate for the SIP form, read again from the registrar so that only a mandate
 * registered under the investor's folio can be chosen, and answers where the SIP form of its mode is.
 */
export async function chooseMandate(auth: DistributorAuth, investor: CheckedInvestor, choice: { mode: MandateMode; acno: string; umrn: string }): Promise<{ next: string }> {
  const rows = await listMandates(auth, investor, choice.acno, LIST_OF_MODE[choice.mode]);
  const m = rows.find((r) => r.status === 'Active' && r.umrn !== '' && r.umrn === choice.umrn && r.mode === choice.mode);
  if (!m) throw new HttpError(404, { message: MANDATE_CHOICE_MESSAGES.notFound });
  const chosen: ChosenMandate = {
    mode: m.mode, acno: m.acno, umrn: m.umrn, bankName: m.bankName, accountNo: m.accountNo, ifsc: m.ifsc,
    startDate: m.startDate, endDate: m.endDate, maxAmount: m.maxAmount, headroom: m.headroom,
  };
  await saveChosenMandate(auth, investor.pan, chosen);
  return { next: SIP_FORM_OF_MODE[m.mode] };
}
