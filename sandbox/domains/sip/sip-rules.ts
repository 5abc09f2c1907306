import { parseIsoDate } from '../../../lib/dates';
import { MANDATE_LIMIT_MESSAGES, topUpCapProblem } from '../../../lib/rules/mandate-limits';
import { financialYearStart } from '../../../lib/rules/ekyc-limit';
import type { FolioContacts } from '../../../lib/rules/folio-contacts';
import { orderRefusal } from '../transactions/order-checks';
import { TOPUP_MIN_AMOUNT, TOPUP_RULE_MESSAGES as TOPUP, topupEndProblem, topupStartProblem } from '../../../lib/rules/sip-topup';
import { NO_INVESTOR_MESSAGE } from '../../../lib/investor-messages';
import type { Db } from '../../db/client';
import { findInBook, type BookReader } from '../investors/portfolio-investors';
import { mandateByUmrn, type MandateRow } from '../mandates/mandates';
import { chhotiSipRefusal } from './sip-chhoti';
import { findScheme, istDay, SIP_BARRED, type SchemeRow } from '../schemes/schemes';
import { addDays, addMonths, fromMdy, STEP_MONTHS, type IsoDay } from './sip-dates';
import type { NewSip } from './sip-registrations';
import { SIP_INSTALLMENTS_MAX, SIP_LIMIT_MESSAGES, SIP_RULE_MESSAGES } from '../../../lib/rules/sip-limits';
import { endsBeyondHorizon } from '../../../lib/rules/sip-horizon';
import { AMOUNT_MESSAGES } from '../../../lib/rules/amount';

// The registrar's SIP rules (seed 001 sections 5 and 9, seed 002 section 5): what /getMasterSIP,
// the SIP days and CalcSIPEnddt offer, and every check /SIPSave makes before it records a SIP.

export const SIP_MESSAGES = {
  scheme: 'Scheme is mandatory*',
  barred: SIP_RULE_MESSAGES.barred,
  noFolio: 'No folios Found',
  notInBook: NO_INVESTOR_MESSAGE,
  frequency: SIP_RULE_MESSAGES.frequency,
  day: 'SIP Day is mandatory',
  installments: SIP_LIMIT_MESSAGES.installments,
  installmentsMax: SIP_LIMIT_MESSAGES.installmentsMax,
  installmentsMin: SIP_RULE_MESSAGES.installmentsMin,
  amountMin: AMOUNT_MESSAGES.minLive,
  amountMultiple: AMOUNT_MESSAGES.multiples,
  lumpsumMin: SIP_RULE_MESSAGES.lumpsumMin,
  lumpsumNewFolio: 'A lumpsum goes with a SIP into an existing folio only',
  dates: 'The SIP dates do not match its day, frequency and installments',
  startTooSoon: 'The SIP start date is too soon for the registrar to process',
  beyond2099: SIP_RULE_MESSAGES.beyond2099,
  mandate: 'The mandate was not found for this folio',
  mandateMax: MANDATE_LIMIT_MESSAGES.instalment,
  mandateStart: MANDATE_LIMIT_MESSAGES.startBefore,
  mandateEnd: MANDATE_LIMIT_MESSAGES.endAfter,
  topUpMin: TOPUP.minimum,
  topUpMultiple: TOPUP.multiple,
  topUpMax: MANDATE_LIMIT_MESSAGES.topUp,
  topUpDates: 'TOP-UP Start Date and End Date are Mandatory',
  topUpSipDay: 'Top-up dates should fall on the SIP day',
  topUpWindow: 'Top-up Start Date should be six to nine months after the SIP start',
  topUpStartEnd: TOPUP.startPastEnd,
  topUpEnd: TOPUP.endPastEnd,
  topUpShort: 'Top-up End Date is too close to its Start Date',
  repeated: 'This SIP request has already been registered',
  request: 'The SIP request was not found',
  requestMismatch: 'The SIP does not match its request',
} as const;

/** Schemes of these categories take quarterly SIPs too. */
const QUARTERLY_CATEGORIES = ['Equity', 'ELSS', 'Index'];
export const SIP_DAYS = [1, 5, 10, 15, 20, 25, 28] as const;
/** Days between registration and the first instalment the registrar can still debit. */
export const SIP_LEAD_DAYS = 7;

export interface SipFrequencyOffer {
  id: 'M' | 'Q';
  description: 'Monthly' | 'Quarterly';
  minInstallments: number;
}

export function frequenciesOf(scheme: Pick<SchemeRow, 'category' | 'sip_allowed'>): SipFrequencyOffer[] {
  if (!scheme.sip_allowed) return [];
  const monthly: SipFrequencyOffer = { id: 'M', description: 'Monthly', minInstallments: 6 };
  return QUARTERLY_CATEGORIES.includes(scheme.category) ? [monthly, { id: 'Q', description: 'Quarterly', minInstallments: 4 }] : [monthly];
}

/** The first instalment on the given day's day-of-month that is at least SIP_LEAD_DAYS away. */
export function firstInstalment(candidate: IsoDay, now: Date): IsoDay {
  const earliest = addDays(istDay(now), SIP_LEAD_DAYS);
  let first = candidate;
  while (first < earliest) first = addMonths(first, 1);
  return first;
}

export const lastInstalment = (first: IsoDay, installments: number, frequency: 'M' | 'Q') => addMonths(first, (installments - 1) * STEP_MONTHS[frequency]);

/** The SIP scheme of the fund, or a refusal. */
export async function sipScheme(db: Db, key: { fund: string; scheme: string; plan: string; option: string }): Promise<SchemeRow | { refused: string }> {
  const row = await findScheme(db, key);
  if (!row) return { refused: SIP_MESSAGES.scheme };
  if ((SIP_BARRED as readonly string[]).includes(row.scheme) || !row.sip_allowed) return { refused: SIP_MESSAGES.barred };
  return row;
}

export interface SipAsk {
  fund: string;
  pan: string;
  folio: string;
  scheme: string;
  plan: string;
  option: string;
  amount: string;
  lumpsum: string;
  frequency: 'M' | 'Q';
  sipDay: string;
  mode: 'ISIP' | 'ENACH' | 'UAUTO' | 'AOTM' | 'KOTM';
  start: string;
  end: string;
  installments: string;
  perpetual: boolean;
  topUp: { flag: boolean; amount: string; frequency: string; start: string; end: string };
  umrn: string;
  requestRef: string;
  email: string;
  /** A Chhoti SIP asked for (./sip-chhoti.ts). */
  chhoti: boolean;
  /** The new folio's contacts with their family descriptions (a new-folio SIP's request); null when the folio's stand. */
  contacts: FolioContacts | null;
  /** The EUIN named on the SIP; null when execution-only. */
  euin: string | null;
  /** The new folio's own nomination, saved with its request; absent: the registrar's record of the investor. */
  nomination?: 'nominees' | 'opted-out' | null;
}

const whole = (t: string) => (/^\d{1,10}$/.test(t.trim()) ? Number(t.trim()) : null);
const MANDATE_KIND = { ENACH: ['ENACH', null], UAUTO: ['UPI', null], AOTM: ['OTM', 'AO'], KOTM: ['OTM', 'KO'] } as const;
const SIP_TYPE = { ISIP: '0', ENACH: '1', UAUTO: '2', AOTM: '9', KOTM: '9' } as const;
const dmyToIso = (t: string) => `${t.slice(6, 10)}-${t.slice(3, 5)}-${t.slice(0, 2)}`;

/** The mandate the SIP names on its folio; what the mandate allows is an order problem (lib/rules/mandate-limits.ts). */
async function findMandate(db: Db, a: SipAsk): Promise<MandateRow | null | string> {
  if (a.mode === 'ISIP') return a.umrn.trim() ? SIP_MESSAGES.mandate : null;
  const m = await mandateByUmrn(db, a.umrn.trim());
  const [kind, otm] = MANDATE_KIND[a.mode];
  if (!m || m.acno !== a.folio.trim() || m.kind !== kind || (otm !== null && m.otm_mode !== otm)) return SIP_MESSAGES.mandate;
  return m;
}

/** How many of the SIP's instalments fall due before the financial year of `today` ends. */
export function instalmentsThisYear(start: IsoDay, end: IsoDay, frequency: 'M' | 'Q', today: IsoDay): number {
  const nextYear = `${Number(financialYearStart(today).slice(0, 4)) + 1}-04-01`;
  let n = 0;
  for (let at = start; at <= end && at < nextYear; at = addMonths(at, STEP_MONTHS[frequency])) n += 1;
  return n;
}

function checkTopUp(a: SipAsk, scheme: SchemeRow, start: IsoDay, end: IsoDay, mandate: MandateRow | null): NewSip['topUp'] | string {
  if (!a.topUp.flag) return null;
  const amount = whole(a.topUp.amount);
  if (amount === null || amount < TOPUP_MIN_AMOUNT) return SIP_MESSAGES.topUpMin;
  if (scheme.scheme === 'TS' && amount % TOPUP_MIN_AMOUNT !== 0) return SIP_MESSAGES.topUpMultiple;
  const capped = topUpCapProblem(amount, mandate ? Number(mandate.max_amount) : null);
  if (capped) return capped;
  const from = fromMdy(a.topUp.start);
  const to = fromMdy(a.topUp.end);
  const frequency = a.topUp.frequency;
  if (!from || !to || (frequency !== 'H' && frequency !== 'Y')) return SIP_MESSAGES.topUpDates;
  // The same top-up rule as the portal's forms (lib/rules/sip-topup.ts), on the SIP's own period.
  const sip = { start: parseIsoDate(start)!, end: parseIsoDate(end)! };
  const first = parseIsoDate(from)!;
  const startProblem = topupStartProblem(sip, first);
  if (startProblem === 'sipDay') return SIP_MESSAGES.topUpSipDay;
  if (startProblem === 'startPastEnd') return SIP_MESSAGES.topUpStartEnd;
  if (startProblem === 'window') return SIP_MESSAGES.topUpWindow;
  const endProblem = topupEndProblem(sip, parseIsoDate(to)!, first, frequency);
  if (endProblem === 'sipDay') return SIP_MESSAGES.topUpSipDay;
  if (endProblem === 'past2099' || endProblem === 'endPastEnd') return SIP_MESSAGES.topUpEnd;
  if (endProblem === 'tooSoon') return SIP_MESSAGES.topUpShort;
  return { amount, frequency, start: from, end: to };
}

/** Every check /SIPSave makes; the SIP to record, or the first refusal. */
export async function checkSip(db: Db, caller: BookReader, a: SipAsk, now: Date): Promise<NewSip | { refused: string; code?: number }> {
  const refused = (message: string) => ({ refused: message });
  const arn = caller.arn;
  if (!(await findInBook(db, caller, a.pan))) return refused(SIP_MESSAGES.notInBook);
  const folio = a.folio.trim();
  if (folio) {
    const { rows } = await db.query('select 1 from folios where acno = $1 and arn = $2 and pan = $3 and fund = $4', [folio, arn, a.pan, a.fund]);
    if (rows.length === 0) return refused(SIP_MESSAGES.noFolio);
  }
  const scheme = await sipScheme(db, a);
  if ('refused' in scheme) return scheme;
  const offer = frequenciesOf(scheme).find((f) => f.id === a.frequency);
  if (!offer) return refused(SIP_MESSAGES.frequency);
  const day = whole(a.sipDay);
  if (day === null || !(SIP_DAYS as readonly number[]).includes(day)) return refused(SIP_MESSAGES.day);
  const installments = whole(a.installments);
  if (installments === null || installments < 1) return refused(SIP_MESSAGES.installments);
  if (installments > SIP_INSTALLMENTS_MAX) return refused(SIP_MESSAGES.installmentsMax);
  if (!a.perpetual && installments < Math.max(offer.minInstallments, a.frequency === 'Q' ? 4 : 1)) return refused(SIP_MESSAGES.installmentsMin);
  const amount = whole(a.amount);
  // The ₹250 of a Chhoti SIP stands in for the scheme's own minimum and multiple; its refusals carry their codes.
  const chhoti = a.chhoti
    ? await chhotiSipRefusal(db, {
      pan: a.pan, mode: a.mode, frequency: a.frequency, installments: a.perpetual ? null : installments, topUp: a.topUp.flag, lumpsum: a.lumpsum.trim() !== '' && (whole(a.lumpsum) ?? 1) > 0,
    }, scheme, amount)
    : null;
  if (chhoti) return { refused: chhoti.message, code: chhoti.code };
  if (amount === null || (!a.chhoti && amount < scheme.sip_min_amount)) return refused(SIP_MESSAGES.amountMin(scheme.sip_min_amount));
  if (!a.chhoti && amount % scheme.sip_multiples !== 0) return refused(SIP_MESSAGES.amountMultiple(scheme.sip_multiples));
  const lumpsum = a.lumpsum.trim() ? whole(a.lumpsum) : 0;
  // Into a scheme the folio holds a lumpsum is an additional purchase, else a new purchase.
  const holds = folio ? (await db.query('select 1 from holdings where acno = $1 and scheme = $2 and plan = $3 and option = $4 and units > 0', [folio, scheme.scheme, scheme.plan, scheme.option])).rows.length > 0 : false;
  const lumpsumMin = holds ? scheme.add_min_amount : scheme.min_amount;
  if (lumpsum === null || (lumpsum > 0 && lumpsum < lumpsumMin)) return refused(SIP_MESSAGES.lumpsumMin(lumpsumMin));
  if (lumpsum > 0 && !folio) return refused(SIP_MESSAGES.lumpsumNewFolio);
  const start = fromMdy(a.start);
  const end = fromMdy(a.end);
  if (!start || !end || Number(start.slice(8, 10)) !== day || end < start) return refused(SIP_MESSAGES.dates);
  if (start < addDays(istDay(now), SIP_LEAD_DAYS)) return refused(SIP_MESSAGES.startTooSoon);
  if (endsBeyondHorizon(Number(end.slice(0, 4)), a.perpetual)) return refused(SIP_MESSAGES.beyond2099);
  if (!a.perpetual && end !== lastInstalment(start, installments, a.frequency)) return refused(SIP_MESSAGES.dates);
  if (a.mode !== 'ISIP' && !folio) return refused(SIP_MESSAGES.mandate);
  const mandate = await findMandate(db, a);
  if (typeof mandate === 'string') return refused(mandate);
  const topUp = checkTopUp(a, scheme, start, end, mandate);
  if (typeof topUp === 'string') return refused(topUp);
  const calendar = (iso: IsoDay) => parseIsoDate(iso)!;
  const problem = await orderRefusal(db, {
    arn, pan: a.pan, fund: a.fund, kind: 'sip', acno: folio || null, into: scheme,
    adding: amount * instalmentsThisYear(start, end, a.frequency, istDay(now)), contacts: a.contacts, euin: a.euin,
    ...(a.nomination && !folio ? { nomination: a.nomination } : {}),
    mandate: mandate ? {
      sip: { amount, start: calendar(start), end: calendar(end), topUp: topUp ? { amount: topUp.amount, frequency: topUp.frequency, start: calendar(topUp.start), end: calendar(topUp.end) } : null },
      mandate: { max: Number(mandate.max_amount), start: calendar(dmyToIso(mandate.start_date)), end: calendar(dmyToIso(mandate.end_date)) },
    } : null,
  }, now);
  if (problem) return { refused: problem.words, code: problem.code };
  return {
    requestRef: a.requestRef, arn, pan: a.pan, fund: a.fund, acno: folio || null, scheme: scheme.scheme, plan: scheme.plan, option: scheme.option,
    amount, lumpsum, frequency: offer.description, sipDay: day, start, end, installments, perpetual: a.perpetual,
    sipType: SIP_TYPE[a.mode], umrn: a.mode === 'ISIP' ? '' : a.umrn.trim(), topUp, email: a.email.trim(), chhoti: a.chhoti,
  };
}
