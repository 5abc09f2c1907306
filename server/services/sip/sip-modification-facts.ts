import 'server-only';
import type { LiveSip } from '@/lib/api/sip-changes';
import type { SipFrequency } from '@/lib/api/sip';
import { parseDisplayDate } from '@/lib/dates';
import {
  frequencyCode, SIPM_FREQUENCIES, SIPM_LIMITS, SIPM_MESSAGES, type ModificationFacts, type ModificationValues, type SipmFrequency,
} from '@/lib/forms/sip/sip-modification';
import { splitSchemePlan } from '@/lib/forms/links/scheme-link';
import type { DistributorAuth } from '../../auth/session';
import { env } from '../../env';
import { UpstreamError } from '../../fundhouse/errors';
import { sipModificationDates } from '../../fundhouse/endpoints/sip-modification';
import { upstream } from '../../fundhouse/upstream';
import { fieldError } from '../../http/handler';

// What the SIP modification's rules are checked against, always from the registrar: the live SIP as
// it stands (the form's starting values), the scheme's SIP minimum and multiple, the mandate, and the
// first and last instalment /ISIPModificationDates computes for the modified SIP.

/** The SIP as it stands, in the form's terms: what "no modifications done" compares with. */
export function existingValues(sip: LiveSip): ModificationValues {
  return {
    ihno: sip.ihno,
    category: sip.category,
    scheme: `${env().FUND_CODE}~${sip.scheme}~${sip.plan}~${sip.option}`,
    frequency: frequencyCode(sip.frequency),
    sipDay: String(parseDisplayDate(sip.startDate)?.day ?? ''),
    sipDate: '',
    installments: sip.perpetual ? '' : String(sip.installmentsLeft),
    endDate: sip.endDate,
    perpetual: sip.perpetual,
    amount: String(sip.amount),
    accepted: false,
  };
}

/** The rules' figures: the SIP's mandate and the modified scheme's SIP minimum, multiple and fewest installments. */
export function modificationFacts(sip: LiveSip, frequency: SipFrequency): ModificationFacts {
  return {
    sipType: sip.sipType,
    mandateAmount: sip.mandateAmount,
    mandateEnd: parseDisplayDate(sip.mandateEndDate ?? ''),
    minAmount: frequency.minAmount,
    multiple: frequency.multiples,
    minInstallments: Math.max(SIPM_LIMITS.minInstallments, frequency.minInstallments),
  };
}

export interface DatesAsk {
  scheme: string;
  frequency: SipmFrequency;
  sipDay: string;
  /** Empty for a perpetual SIP. */
  installments: string;
}

const display = (mdy: string) => `${mdy.slice(3, 5)}/${mdy.slice(0, 2)}/${mdy.slice(6, 10)}`;
const refused = (field: 'installments' | 'endDate', message: string) => fieldError(field, message);

/** The registrar's first and last instalment (DD/MM/YYYY); its refusal lands on installments (or the end date). */
export async function modificationDates(auth: DistributorAuth, sip: LiveSip, q: DatesAsk): Promise<{ startDate: string; endDate: string }> {
  const plan = splitSchemePlan(q.scheme);
  if (!plan) throw fieldError('scheme', SIPM_MESSAGES.scheme);
  try {
    const answer = await upstream(
      sipModificationDates,
      {
        i_fund: env().FUND_CODE, SIPDay: q.sipDay, SIPStartDate: '', Frequency: SIPM_FREQUENCIES[q.frequency], NoOfInstallment: q.installments,
        SIPtype: sip.sipType, Urnno: sip.umrn, Ihno: sip.ihno, scheme: plan.scheme, folio: sip.folio,
      },
      { token: auth.token },
    );
    const row = answer.DtData[0];
    if (!row) throw refused('installments', SIPM_MESSAGES.installments);
    return { startDate: display(row.SIP_StartDate), endDate: display(row.SIP_EndDate) };
  } catch (err) {
    if (!(err instanceof UpstreamError) || err.kind !== 'business') throw err;
    if (err.userMessage === SIPM_MESSAGES.mandateEnd) throw refused('endDate', SIPM_MESSAGES.mandateEnd);
    // 'Enter Valid Number of Installments' for anything else the registrar will not take (seed 002 section 8).
    throw refused('installments', err.userMessage === SIPM_MESSAGES.installmentsMax ? SIPM_MESSAGES.installmentsMax : SIPM_MESSAGES.installments);
  }
}
