import 'server-only';
import type { SipDatesResponse, SipFrequency } from '@/lib/api/sip';
import { formatUpstreamDay, istDay, parseDisplayDate } from '@/lib/dates';
import { splitSchemePlan } from '@/lib/forms/links/scheme-link';
import { SIP_MESSAGES } from '@/lib/forms/sip/sip';
import { CHHOTI_SIP_MESSAGES } from '@/lib/rules/chhoti-sip';
import { nextSipDate } from '@/lib/transactions/sip-dates';
import type { DistributorAuth } from '../../auth/session';
import { env } from '../../env';
import { chhotiSipStanding, sipDays, sipEndDate, sipFrequencies, sipMinAmount } from '../../fundhouse/endpoints/sip';
import { UpstreamError } from '../../fundhouse/errors';
import { upstream } from '../../fundhouse/upstream';
import { fieldError } from '../../http/handler';

// What the SIP form loads from the registrar as it is filled in: a scheme's frequencies with their
// minimums and days, and the start and end the registrar computes (CalcSIPEnddt).

const whole = (t: string) => Math.max(0, Math.round(Number(t) || 0));

export async function sipOptions(auth: DistributorAuth, schemeValue: string): Promise<SipFrequency[]> {
  const plan = splitSchemePlan(schemeValue);
  if (!plan) return [];
  const fund = env().FUND_CODE;
  const call = { token: auth.token };
  const answer = await upstream(sipFrequencies, { opt: 'SIP', fund, scheme: plan.scheme }, call);
  return Promise.all(
    answer.Dtinformation.map(async (f) => {
      const [days, min] = await Promise.all([
        upstream(sipDays, { fund, scheme: plan.scheme, frequency: f.FrequencyID }, call),
        upstream(sipMinAmount, { Fund: fund, Scheme: plan.scheme, Trtype: 'SIP', Frequency: f.FrequencyID }, call),
      ]);
      return {
        id: f.FrequencyID,
        label: f.FrequencyDescription.trim(),
        minInstallments: whole(f.Minimum_Instalment),
        minAmount: whole(min.DtData[0]?.minamt ?? '0'),
        multiples: Math.max(1, whole(min.DtData[0]?.multiples ?? '1')),
        days: days.Dtinformation.map((d) => whole(d.sip_cycleid)).filter((d) => d >= 1 && d <= 28),
        chhoti: f.ChhotiSIP === 'Y',
      };
    }),
  );
}

/**
 * Why the registrar would refuse the investor one more Chhoti SIP (not new to mutual funds, or three
 * already), in its words, or null: only it sees the PAN's investments across fund houses.
 */
export async function chhotiSipRefusalFor(auth: DistributorAuth, pan: string): Promise<string | null> {
  const answer = await upstream(chhotiSipStanding, { Fund: env().FUND_CODE, PAN: pan }, { token: auth.token });
  const row = answer.DtData[0];
  if (!row) return null;
  return row.Eligible === 'Y' ? null : row.Reason.trim() || CHHOTI_SIP_MESSAGES.newInvestor;
}

/** The registrar's first and last instalment for a SIP on `sipDay` from today; a refusal lands on installments. */
export async function sipDates(
  auth: DistributorAuth,
  q: { scheme: string; frequency: 'M' | 'Q'; installments: number; sipDay: number },
  now = new Date(),
): Promise<SipDatesResponse> {
  const plan = splitSchemePlan(q.scheme);
  if (!plan) throw fieldError('scheme', SIP_MESSAGES.schemeMandatory);
  const refused = () => fieldError('installments', SIP_MESSAGES.endDateFailed);
  try {
    const answer = await upstream(
      sipEndDate,
      {
        Fund: env().FUND_CODE, StartDate: formatUpstreamDay(nextSipDate(istDay(now), q.sipDay)), Installments: String(q.installments),
        Frequency: q.frequency, trtype: 'SIP', sch: plan.scheme,
      },
      { token: auth.token },
    );
    const row = answer.DtData[0];
    if (!row || !parseDisplayDate(row.SIP_StartDate) || !parseDisplayDate(row.SIP_EndDate)) throw refused();
    return { startDate: row.SIP_StartDate.trim(), endDate: row.SIP_EndDate.trim() };
  } catch (err) {
    if (err instanceof UpstreamError && err.kind === 'business') throw refused();
    throw err;
  }
}
