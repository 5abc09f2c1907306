import { addMonths, daysBetween, isoToDisplay, parseIsoDate, type CalendarDay } from '../dates';
import { formatRupees } from '../money';
import { failuresLeftText } from './sip-auto-cancel';

// What a distributor should do today: the rules that put a link, a SIP, an investor or a mandate on
// the Today lists, with the words each row says. Zod-free and pure, so the page, the BFF and the tests
// read the same thresholds and texts.

/** A pending authorisation link is listed when it stops working within this many hours. */
export const LINK_EXPIRY_HOURS = 24;
/** A SIP the registrar cancelled (consecutive failed instalments) stays listed this many days after. */
export const RECENT_LAPSE_DAYS = 30;
/** A mandate is listed when it ends within this many days. */
export const MANDATE_ENDING_DAYS = 90;

export function linkExpiresSoon(expiresAt: Date, now: Date): boolean {
  const left = expiresAt.getTime() - now.getTime();
  return left > 0 && left <= LINK_EXPIRY_HOURS * 3_600_000;
}

export interface SipFacts {
  amount: number;
  frequency: string;
  /** YYYY-MM-DD. */
  endDate: string;
  consecutiveFailures: number;
  cancelAfter: number;
  /** The mandate it is debited through; null for a SIP without one (or one the registrar did not name). */
  mandate: { endDate: string; maxAmount: number } | null;
  /** Set once the registrar cancelled it: the day (YYYY-MM-DD) and its reason. */
  cancelled?: { on: string; reason: string } | null;
}

export type SipRiskCode = 'lapsed' | 'failures' | 'mandateEndsFirst' | 'aboveMaximum' | 'endsSoon';
export interface SipRisk {
  code: SipRiskCode;
  text: string;
}

const dmy = isoToDisplay;
const sameMonth = (a: CalendarDay, b: CalendarDay) => a.year === b.year && a.month === b.month;

export const SIP_RISK_TEXTS = {
  lapsed: (reason: string, on: string) => `${reason} on ${dmy(on)}: start a new SIP, on a mandate that can pay`,
  failures: (failures: number, threshold: number) =>
    `${failures} of ${threshold} failed instalments: ${failuresLeftText(failures, threshold)}`,
  mandateEndsFirst: (mandateEnd: string, sipEnd: string) =>
    `The mandate ends on ${dmy(mandateEnd)}, before the SIP (${dmy(sipEnd)}): instalments after it will fail`,
  aboveMaximum: (amount: number, max: number) =>
    `The instalment of ${formatRupees(amount)} is above the mandate's maximum of ${formatRupees(max)}: each debit will fail`,
  endsSoon: (end: string, thisMonth: boolean) => `Ends on ${dmy(end)}, ${thisMonth ? 'this' : 'next'} month: its renewal is due`,
} as const;

/** Whether a SIP the registrar cancelled on `on` (YYYY-MM-DD) is still a recent lapse today. */
export function recentLapse(on: string, today: CalendarDay): boolean {
  const day = parseIsoDate(on);
  if (!day) return false;
  const since = daysBetween(day, today);
  return since >= 0 && since <= RECENT_LAPSE_DAYS;
}

/**
 * Why a SIP needs the distributor today (none: it is not at risk). A SIP the registrar cancelled stays
 * for RECENT_LAPSE_DAYS as a lapse, with its fix; a live one is judged on what may stop it.
 */
export function sipRisks(sip: SipFacts, today: CalendarDay): SipRisk[] {
  if (sip.cancelled) {
    return recentLapse(sip.cancelled.on, today) ? [{ code: 'lapsed', text: SIP_RISK_TEXTS.lapsed(sip.cancelled.reason, sip.cancelled.on) }] : [];
  }
  const risks: SipRisk[] = [];
  if (sip.consecutiveFailures > 0 && sip.cancelAfter > 0) {
    risks.push({ code: 'failures', text: SIP_RISK_TEXTS.failures(sip.consecutiveFailures, sip.cancelAfter) });
  }
  if (sip.mandate && sip.mandate.endDate < sip.endDate) {
    risks.push({ code: 'mandateEndsFirst', text: SIP_RISK_TEXTS.mandateEndsFirst(sip.mandate.endDate, sip.endDate) });
  }
  if (sip.mandate && sip.amount > sip.mandate.maxAmount) {
    risks.push({ code: 'aboveMaximum', text: SIP_RISK_TEXTS.aboveMaximum(sip.amount, sip.mandate.maxAmount) });
  }
  // Listed from the month before its end until its last instalment has fallen due (the end day
  // itself): the renewals due soonest are the ones a distributor must not lose sight of.
  const end = parseIsoDate(sip.endDate);
  if (end && daysBetween(today, end) >= 0) {
    const thisMonth = sameMonth(end, today);
    if (thisMonth || sameMonth(end, addMonths({ ...today, day: 1 }, 1))) {
      risks.push({ code: 'endsSoon', text: SIP_RISK_TEXTS.endsSoon(sip.endDate, thisMonth) });
    }
  }
  return risks;
}

export type KycState = 'Compliant' | 'Not compliant' | 'On hold';

export interface InvestorFacts {
  kyc: KycState;
  fatcaDone: boolean;
  emailOnRecord: boolean;
  mobileOnRecord: boolean;
}

/** The worklist's own words for what stops an investor (lib/rules/investor-problems.ts adds the registrar's). */
export const BLOCK_TEXTS = {
  kycNotCompliant: 'KYC not compliant with the KRA',
  kycOnHold: 'KYC on hold at the KRA',
  fatca: 'FATCA declaration not done',
  noEmail: 'No e-mail on record',
  noMobile: 'No mobile number on record',
} as const;

export const MANDATE_TEXTS = {
  pending: 'Awaiting the investor\u2019s authorisation',
  endsIn: (end: string, days: number) => `Ends on ${dmy(end)}, in ${days} ${days === 1 ? 'day' : 'days'}`,
  overdrawn: (peak: number, max: number) => `SIPs draw ${formatRupees(peak)} on a maximum of ${formatRupees(max)}: the debits beyond it will fail`,
} as const;

/** Days until an active mandate ends, when that is within MANDATE_ENDING_DAYS (else null). */
export function mandateEndsWithin(endDate: string, today: CalendarDay): number | null {
  const end = parseIsoDate(endDate);
  if (!end) return null;
  const days = daysBetween(today, end);
  return days >= 0 && days <= MANDATE_ENDING_DAYS ? days : null;
}

export const TODAY_EMPTY = {
  links: 'No authorisation link expires in the next 24 hours. The day is clear.',
  sips: 'No SIP is at risk. The day is clear.',
  investors: 'Every investor on your book can transact. The day is clear.',
  mandates: 'No mandate awaits the investor or ends in the next 90 days. The day is clear.',
} as const;

/** When a row's last link went ('DD/MM/YYYY hh:mm AM', India's time). */
export const TODAY_SENT = {
  link: (at: string) => `Link last sent ${at}`,
  ekyc: (at: string) => `e-KYC link sent ${at}`,
} as const;

export const TODAY_MESSAGES = {
  ekycNoContacts: (name: string) =>
    `${name} has no valid e-mail and mobile on record for the e-KYC link. Ask for an update of contact details (NCT) first.`,
  ekycSent: 'The e-KYC link was sent.',
  /** What the e-KYC dialog says goes out: the registrar mails the link; no SMS is sent. */
  ekycWhat: (name: string) => `${name} gets the e-KYC link (online IPV with e-sign) by e-mail, at the address on record, and completes it from there.`,
} as const;
