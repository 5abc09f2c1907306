import { z } from 'zod';
import { parseDisplayDate, type CalendarDay } from '../../dates';
import type { AmountRule } from '../../rules/amount';
import { topupEndProblem, topupMinEnd, topupStartProblem, topupStartRange } from '../../rules/sip-topup';
import { splitSchemePlan } from '../scheme-plan';
import { INVESTMENT_TYPES, MAX_GOAL_AMOUNT, MAX_INSTALLMENTS, MAX_SIP_AMOUNT, SCHEME_MESSAGES, TOP_UP_IMPOSSIBLE, TOP_UP_MIN } from './new-investor-scheme-fields';

export { INVESTMENT_TYPES, GOALS, TOP_UP_FREQUENCIES, MAX_SIP_AMOUNT, MAX_GOAL_AMOUNT, MAX_INSTALLMENTS, TOP_UP_MIN, TOP_UP_LAST, TOP_UP_IMPOSSIBLE, SCHEME_MESSAGES } from './new-investor-scheme-fields';

// The scheme step of the new-investor journey (seed 002 sections 3, 4.5, 5 "iSIP / lumpsum" and 9): a
// lumpsum, or an iSIP with its frequency, SIP day, installments and the period the server computes,
// goal SIP, top-up and the EUIN.

const M = SCHEME_MESSAGES;

const str = z.string().trim().default('');

export const schemeStepShape = z.object({
  type: z.enum(INVESTMENT_TYPES).default('Lumpsum'),
  category: str,
  /** fund~scheme~plan~option */
  scheme: str,
  amount: str,
  /** Y: the distributor declares the advice was execution-only, no EUIN; N: an EUIN is given. */
  euinDeclared: z.enum(['Y', 'N']).default('N'),
  euin: str,
  frequency: str,
  sipDay: str,
  installments: str,
  /** DD/MM/YYYY as the server computed them. */
  sipStart: str,
  sipEnd: str,
  goalSip: z.enum(['Yes', 'No']).default('Yes'),
  goalName: str,
  goalAmount: str,
  topUp: z.enum(['Yes', 'No']).default('No'),
  topUpFrequency: z.enum(['H', 'Y']).default('H'),
  topUpAmount: str,
  topUpStart: str,
  topUpEnd: str,
  terms: z.boolean().default(false),
});
export type SchemeStepInput = z.input<typeof schemeStepShape>;
export type SchemeStep = z.output<typeof schemeStepShape>;

export interface SchemeContext {
  today: CalendarDay;
  /** The chosen scheme's minimum and multiple (the SIP ones for an iSIP); null when the scheme is not offered. */
  rule: AmountRule | null;
  /** The fewest installments of the chosen frequency; null when the frequency is not offered. */
  minInstallments: number | null;
}

function checkTopUp(v: SchemeStep, add: (f: keyof SchemeStep, m: string) => void): void {
  // Where no top-up start can be met within this SIP the choice itself is refused, with the reason,
  // rather than the disabled dates asked for.
  const sipStart = parseDisplayDate(v.sipStart);
  const sipEnd = parseDisplayDate(v.sipEnd);
  const window = sipStart && sipEnd ? topupStartRange({ start: sipStart, end: sipEnd }, v.topUpFrequency) : null;
  if (window && 'impossible' in window) return add('topUp', TOP_UP_IMPOSSIBLE[window.impossible]);
  const amount = Number(v.topUpAmount);
  if (!v.topUpAmount) add('topUpAmount', M.topUpAmount);
  else if (!Number.isFinite(amount) || amount < TOP_UP_MIN) add('topUpAmount', M.topUpMin);
  else if (splitSchemePlan(v.scheme)?.scheme === 'TS' && amount % TOP_UP_MIN !== 0) add('topUpAmount', M.topUpMultiple);
  const start = parseDisplayDate(v.topUpStart);
  const end = parseDisplayDate(v.topUpEnd);
  if (!start) add('topUpStart', M.topUpStart);
  if (!end) add('topUpEnd', M.topUpEnd);
  // The same top-up rule as the SIP registration and the SIP TOP-UP screen, on the period the server computed.
  if (!sipStart || !sipEnd) return;
  const sip = { start: sipStart, end: sipEnd };
  const startProblem = start ? topupStartProblem(sip, start) : null;
  if (startProblem === 'sipDay') add('topUpStart', M.topUpSipDay(sip.start.day));
  else if (startProblem === 'startPastEnd') add('topUpStart', M.topUpBeyond);
  else if (startProblem === 'window') {
    const range = topupStartRange(sip, v.topUpFrequency);
    add('topUpStart', 'impossible' in range ? M.topUpBeyond : M.topUpWindow(range.from, range.to));
  }
  const endProblem = end ? topupEndProblem(sip, end, start, v.topUpFrequency) : null;
  if (endProblem === 'sipDay') add('topUpEnd', M.topUpSipDay(sip.start.day));
  else if (endProblem === 'past2099' || endProblem === 'endPastEnd') add('topUpEnd', M.topUpBeyond);
  else if (endProblem === 'tooSoon' && start) add('topUpEnd', M.topUpEndMin(topupMinEnd(start, v.topUpFrequency)));
}

/** The scheme step's rules for the chosen scheme and frequency. */
export function schemeStepSchema(ctx: SchemeContext) {
  return schemeStepShape.superRefine((v, z2) => {
    const add = (field: keyof SchemeStep, message: string) => z2.addIssue({ code: 'custom', path: [field], message });
    const sip = v.type === 'iSIP';
    if (!v.category) add('category', M.mandatory('Category'));
    if (!splitSchemePlan(v.scheme) || !ctx.rule) add('scheme', M.mandatory('Scheme'));
    const amount = Number(v.amount);
    if (!v.amount) add('amount', M.mandatory('Amount'));
    else if (!Number.isFinite(amount) || amount <= 0) add('amount', M.mandatory('Amount'));
    else if (ctx.rule && amount < ctx.rule.min) add('amount', M.minAmount(ctx.rule.min));
    else if (ctx.rule && amount % ctx.rule.multiples !== 0) add('amount', M.multiple(ctx.rule.multiples));
    else if (sip && amount > MAX_SIP_AMOUNT) add('amount', M.maxSip);
    if (v.euinDeclared === 'N' && !v.euin) add('euin', sip ? M.euinSip : M.euinLumpsum);
    if (!sip) return;
    if (!v.frequency || ctx.minInstallments === null) add('frequency', M.mandatory('Frequency'));
    if (!v.sipDay) add('sipDay', M.mandatory('SIP Date'));
    const n = Number(v.installments);
    if (!v.installments) add('installments', M.mandatory('No of Installments'));
    else if (!Number.isInteger(n)) add('installments', M.installments);
    else if (ctx.minInstallments !== null && n < ctx.minInstallments) add('installments', M.minInstallments);
    else if (n > MAX_INSTALLMENTS) add('installments', M.maxInstallments);
    else if (!v.sipStart || !v.sipEnd) add('installments', M.installments);
    if (v.goalSip === 'Yes') {
      if (!v.goalName) add('goalName', M.goal);
      const goal = Number(v.goalAmount);
      if (!v.goalAmount) add('goalAmount', M.goalAmount);
      else if (!Number.isFinite(goal) || goal < amount || goal > MAX_GOAL_AMOUNT) add('goalAmount', M.goalRange);
    }
    if (v.topUp === 'Yes') checkTopUp(v, add);
    if (!v.terms) add('terms', M.terms);
  });
}
