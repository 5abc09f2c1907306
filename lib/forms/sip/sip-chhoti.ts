import type { z } from 'zod';
import { parseWholeRupees } from '../../rules/amount';
import { CHHOTI_SIP_MESSAGES, chhotiSipProblem, type ChhotiSipProblem } from '../../rules/chhoti-sip';
import { splitSchemePlan } from '../scheme-plan';
import { fail } from '../transaction-fields';

// The SIP form's Chhoti SIP check: the one rule of ../../rules/chhoti-sip.ts on the form's values, each
// refusal on the field it is about. The investor's standing (new to mutual funds, fewer than three) is
// the registrar's to know: the form is told it and the BFF asks again.

/** The form field each broken condition lands on. */
const FIELD_OF: Readonly<Record<ChhotiSipProblem, string>> = {
  notEligible: 'scheme',
  schemeKind: 'scheme',
  growthOnly: 'scheme',
  payment: 'chhoti',
  monthly: 'frequency',
  amount: 'amount',
  installments: 'installments',
  topUp: 'topUp',
  lumpsum: 'lumpsum',
  newInvestor: 'chhoti',
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
  installments: string;
  perpetual: boolean;
  lumpsum: string;
  topUp: 'Y' | 'N';
}

export function checkChhotiSip(v: ChhotiValues, ctx: z.RefinementCtx): void {
  if (!v.chhoti) return;
  const problem = chhotiSipProblem({
    eligible: v.chhotiScheme === 'Y', option: splitSchemePlan(v.scheme)?.option ?? '', payment: v.mode,
    frequency: v.frequency, amount: parseWholeRupees(v.amount), topUp: v.topUp === 'Y', lumpsum: v.lumpsum.trim() !== '',
    // A count not given yet is the installments check's to name.
    installments: v.perpetual || !/^\d{1,3}$/.test(v.installments.trim()) ? null : Number(v.installments.trim()),
  });
  if (problem) fail(ctx, FIELD_OF[problem], CHHOTI_SIP_MESSAGES[problem]);
}
