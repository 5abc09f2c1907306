import type { z } from 'zod';
import { parseWholeRupees } from '../rules/amount';
import { CHHOTI_SIP_MESSAGES, chhotiSipProblem, type ChhotiSipProblem } from '../rules/chhoti-sip';
import { splitSchemePlan } from './scheme-plan';
import { fail } from './transaction-fields';

// The SIP form's Chhoti SIP check: the one rule of ../rules/chhoti-sip.ts on the form's values, each
// refusal on the field it is about.

/** The form field each broken condition lands on. */
const FIELD_OF: Readonly<Record<ChhotiSipProblem, string>> = {
  notEligible: 'scheme',
  growthOnly: 'scheme',
  payment: 'chhoti',
  monthly: 'frequency',
  amount: 'amount',
  topUp: 'topUp',
  perPan: 'chhoti',
};

interface ChhotiValues {
  chhoti: boolean;
  chhotiScheme: 'Y' | 'N';
  scheme: string;
  /** The SIP form's mode: ENACH and UPI are the mandates a Chhoti SIP may be paid by. */
  mode: string;
  frequency: string;
  amount: string;
  topUp: 'Y' | 'N';
}

export function checkChhotiSip(v: ChhotiValues, ctx: z.RefinementCtx): void {
  if (!v.chhoti) return;
  const problem = chhotiSipProblem({
    eligible: v.chhotiScheme === 'Y', option: splitSchemePlan(v.scheme)?.option ?? '', payment: v.mode,
    frequency: v.frequency, amount: parseWholeRupees(v.amount), topUp: v.topUp === 'Y',
  });
  if (problem) fail(ctx, FIELD_OF[problem], CHHOTI_SIP_MESSAGES[problem]);
}
