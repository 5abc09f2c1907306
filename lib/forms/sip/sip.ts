import { z } from 'zod';
import { AMOUNT_MESSAGES, parseWholeRupees, type Phase } from '../../rules/amount';
import { formatDisplayDay, parseDisplayDate } from '../../dates';
import { instalmentCapProblem, topUpCapProblem } from '../../rules/mandate-limits';
import { topupEndProblem, topupMinEnd, topupStartProblem, topupStartRange } from '../../rules/sip-topup';
import { beyondCap, dayKey } from '../../transactions/sip-dates';
import { checkFolioNomination, folioNominationShape } from '../purchase/folio-nomination';
import { splitSchemePlan } from '../links/scheme-link';
import { checkChhotiSip } from './sip-chhoti';
import { checkContact, checkTagging, contactShape, fail, taggingShape } from '../transaction-fields';
import { SIP_MODES, SIP_TYPES, SCHEME_TYPES, newScheme } from './sip-fields';
import { SIP_BARRED_SCHEMES, TOP_UP_MIN, QUARTERLY_MIN, SIP_MESSAGES, SIP_TOPUP_IMPOSSIBLE, topUpSip } from './sip-messages';

export { SIP_MODES, type SipMode, SIP_TYPES, SIP_TYPE_LABELS, SCHEME_TYPES, SCHEME_TYPE_LABELS, SIP_TYPE_HIDDEN, newScheme, mandateEndsFirst, CLEARED_BY } from './sip-fields';
export { SIP_BARRED_SCHEMES, TOP_UP_MIN, INSTALLMENTS_MAX, QUARTERLY_MIN, SIP_MESSAGES, SIP_TOPUP_IMPOSSIBLE, topUpSip } from './sip-messages';

// The SIP Registration form (seed 001 sections 3 to 5 and 9; seed 002 section 5): new folio or
// existing folio (with an optional lumpsum), or against a selected mandate (ENACH, UPI, AOTM, KOTM);
// scheme, frequency, installments, SIP day, the dates the registrar computes, perpetual, the
// instalment, the optional top-up, and a new folio's nomination when the registrar holds none. The
// scheme's and frequency's figures and the mandate's window ride along in the values; the BFF puts in
// its own before it parses again.

const text = z.string().default('');

const shape = {
  mode: z.enum(SIP_MODES).default('FOLIO'),
  sipType: z.enum(SIP_TYPES).default('NEW'),
  ...contactShape,
  folio: text,
  schemeType: z.enum(SCHEME_TYPES).default('NEW'),
  category: text,
  /** 'fund~scheme~plan~option' */
  scheme: text,
  multiples: text,
  ...taggingShape,
  /** M or Q, with the frequency's fewest installments and smallest instalment. */
  frequency: text,
  minInstallments: text,
  minAmount: text,
  installments: text,
  sipDay: text,
  /** DD/MM/YYYY, as the registrar computed them. */
  startDate: text,
  endDate: text,
  perpetual: z.boolean().default(false),
  amount: text,
  lumpsum: text,
  lumpsumMin: text,
  topUp: z.enum(['Y', 'N']).default('N'),
  topUpFrequency: z.enum(['H', 'Y']).default('H'),
  topUpAmount: text,
  topUpStart: text,
  topUpEnd: text,
  /** A Chhoti SIP (../../rules/chhoti-sip.ts), and the registrar's word that the scheme offers one. */
  chhoti: z.boolean().default(false),
  chhotiScheme: z.enum(['Y', 'N']).default('N'),
  /** A new folio's own nomination, asked when the registrar holds none for the investor (../purchase/folio-nomination.ts). */
  ...folioNominationShape,
  /** The selected mandate's ceiling and window (empty without one). */
  mandateMax: text,
  mandateStart: text,
  mandateEnd: text,
};

export type SipValues = z.output<z.ZodObject<typeof shape>>;
type Ctx = z.RefinementCtx;

const figure = (t: string): number | null => (t.trim() !== '' && Number.isFinite(Number(t)) && Number(t) > 0 ? Number(t) : null);

export const isBarredScheme = (scheme: string) => {
  const plan = splitSchemePlan(scheme);
  return !!plan && (SIP_BARRED_SCHEMES as readonly string[]).includes(plan.scheme);
};

function checkInstallments(v: SipValues, ctx: Ctx, phase: Phase) {
  if (v.perpetual) return;
  const n = v.installments.trim();
  if (!n) return fail(ctx, 'installments', phase === 'live' ? SIP_MESSAGES.installmentsMandatoryLive : SIP_MESSAGES.installmentsMandatory);
  if (!/^\d{1,3}$/.test(n) || Number(n) < 1) return fail(ctx, 'installments', /^\d+$/.test(n) ? SIP_MESSAGES.installmentsMax : SIP_MESSAGES.endDateFailed);
  const min = figure(v.minInstallments);
  if (min !== null && Number(n) < min) return fail(ctx, 'installments', phase === 'live' ? SIP_MESSAGES.installmentsMinLive : SIP_MESSAGES.installmentsMin);
  if (v.frequency === 'Q' && Number(n) < QUARTERLY_MIN) fail(ctx, 'installments', SIP_MESSAGES.quarterlyMin);
}

function checkDates(v: SipValues, ctx: Ctx) {
  if (!v.sipDay.trim()) fail(ctx, 'sipDay', SIP_MESSAGES.sipDayMandatory);
  if (!dayKey(v.startDate) || !dayKey(v.endDate)) return fail(ctx, 'startDate', SIP_MESSAGES.datesMandatory);
  if (beyondCap(v.endDate, v.perpetual)) fail(ctx, 'endDate', SIP_MESSAGES.beyond2099);
  if (v.mandateStart && dayKey(v.startDate) < dayKey(v.mandateStart)) fail(ctx, 'startDate', SIP_MESSAGES.mandateStart(v.mandateStart));
  if (v.mandateEnd && dayKey(v.endDate) > dayKey(v.mandateEnd)) fail(ctx, 'endDate', SIP_MESSAGES.mandateEnd);
}

function checkInstalment(v: SipValues, ctx: Ctx) {
  if (!v.amount.trim()) return fail(ctx, 'amount', SIP_MESSAGES.amountMandatory);
  const amount = parseWholeRupees(v.amount);
  if (amount === null) return fail(ctx, 'amount', SIP_MESSAGES.amountMandatory);
  // A Chhoti SIP's ₹250 stands in for the scheme's own minimum and multiple.
  const min = v.chhoti ? null : figure(v.minAmount);
  if (min !== null && amount < min) return fail(ctx, 'amount', AMOUNT_MESSAGES.minLive(min));
  const multiples = v.chhoti ? null : figure(v.multiples);
  if (multiples !== null && multiples > 1 && amount % multiples !== 0) return fail(ctx, 'amount', AMOUNT_MESSAGES.multiples(multiples));
  const capped = instalmentCapProblem(amount, figure(v.mandateMax));
  if (capped) fail(ctx, 'amount', capped);
}

function checkLumpsum(v: SipValues, ctx: Ctx) {
  if (!v.lumpsum.trim()) return;
  const amount = parseWholeRupees(v.lumpsum);
  const min = figure(v.lumpsumMin) ?? 1;
  if (amount === null || amount < min) fail(ctx, 'lumpsum', SIP_MESSAGES.lumpsumMin(min));
}

function checkTopUp(v: SipValues, ctx: Ctx) {
  if (v.topUp !== 'Y') return;
  // Where no top-up start can be met within this SIP the choice itself is refused, with the reason,
  // rather than the disabled dates asked for.
  const period = topUpSip(v);
  const window = period ? topupStartRange(period, v.topUpFrequency) : null;
  if (window && 'impossible' in window) return fail(ctx, 'topUp', SIP_TOPUP_IMPOSSIBLE[window.impossible]);
  const amount = parseWholeRupees(v.topUpAmount);
  const capped = amount === null ? null : topUpCapProblem(amount, figure(v.mandateMax));
  if (!v.topUpAmount.trim()) fail(ctx, 'topUpAmount', SIP_MESSAGES.topUpAmountMandatory);
  else if (amount === null || amount < TOP_UP_MIN) fail(ctx, 'topUpAmount', SIP_MESSAGES.topUpMin);
  else if (splitSchemePlan(v.scheme)?.scheme === 'TS' && amount % TOP_UP_MIN !== 0) fail(ctx, 'topUpAmount', SIP_MESSAGES.topUpMultiple);
  else if (capped) fail(ctx, 'topUpAmount', capped);
  // The dates follow the one top-up rule (../../rules/sip-topup.ts) against the SIP's computed period.
  const sip = topUpSip(v);
  const start = parseDisplayDate(v.topUpStart);
  if (!start) fail(ctx, 'topUpStart', SIP_MESSAGES.topUpStartMandatory);
  else if (sip) {
    const problem = topupStartProblem(sip, start);
    if (problem === 'sipDay') fail(ctx, 'topUpStart', SIP_MESSAGES.topUpSipDay(sip.start.day));
    else if (problem === 'startPastEnd') fail(ctx, 'topUpStart', SIP_MESSAGES.topUpStartBeyond);
    else if (problem === 'window') {
      const range = topupStartRange(sip, v.topUpFrequency);
      fail(ctx, 'topUpStart', 'impossible' in range ? SIP_TOPUP_IMPOSSIBLE[range.impossible] : SIP_MESSAGES.topUpWindow(formatDisplayDay(range.from), formatDisplayDay(range.to)));
    }
  }
  const end = parseDisplayDate(v.topUpEnd);
  if (!end) return fail(ctx, 'topUpEnd', SIP_MESSAGES.topUpEndMandatory);
  if (!sip) return;
  const problem = topupEndProblem(sip, end, start, v.topUpFrequency);
  if (problem === 'sipDay') fail(ctx, 'topUpEnd', SIP_MESSAGES.topUpSipDay(sip.start.day));
  else if (problem === 'past2099' || problem === 'endPastEnd') fail(ctx, 'topUpEnd', SIP_MESSAGES.topUpEndBeyond);
  else if (problem === 'tooSoon' && start) fail(ctx, 'topUpEnd', SIP_MESSAGES.topUpEndMin(formatDisplayDay(topupMinEnd(start, v.topUpFrequency))));
}

export function sipSchemaFor(phase: Phase) {
  return z.object(shape).superRefine((v, ctx) => {
    const opensFolio = v.mode === 'FOLIO' && v.sipType === 'NEW';
    if (opensFolio) checkContact(v, ctx, phase);
    if ((v.mode !== 'FOLIO' || v.sipType === 'EXISTING') && !/^\d+$/.test(v.folio.trim())) fail(ctx, 'folio', SIP_MESSAGES.folioMandatory);
    if (newScheme(v) && !v.category.trim()) fail(ctx, 'category', SIP_MESSAGES.categoryMandatory);
    if (!splitSchemePlan(v.scheme)) return fail(ctx, 'scheme', SIP_MESSAGES.schemeMandatory);
    if (isBarredScheme(v.scheme)) return fail(ctx, 'scheme', SIP_MESSAGES.barred);
    if (v.frequency !== 'M' && v.frequency !== 'Q') fail(ctx, 'frequency', SIP_MESSAGES.frequencyMandatory);
    checkChhotiSip(v, ctx);
    checkInstallments(v, ctx, phase);
    checkDates(v, ctx);
    checkInstalment(v, ctx);
    checkLumpsum(v, ctx);
    checkTopUp(v, ctx);
    checkTagging(v, ctx, phase);
    if (opensFolio) checkFolioNomination(v, ctx);
  });
}

/** On submit, in the browser and again in the BFF. */
export const sipSchema = sipSchemaFor('submit');
/** While a field is being filled in. */
export const sipLiveSchema = sipSchemaFor('live');

