import { empanelmentBankSchema } from '@/lib/forms/empanelment-bank';
import { empanelmentBasicsSchema } from '@/lib/forms/empanelment-basics';
import { empanelmentNomineeSchema } from '@/lib/forms/empanelment-nominee';
import { defineJourney } from './journey';

/** What the steps' checks read of the empanelment progress; the server keeps the whole record. */
export interface EmpanelmentMarks {
  basics?: object;
  verified?: boolean;
  registry?: object;
  bank?: object;
  result?: object;
}

// A finished registration leaves only its outcome in the progress, so the confirmation requires the
// submission alone: the earlier steps read as unfinished again and cannot be replayed.
export const empanelmentJourney = defineJourney({
  name: 'empanelment',
  base: '/distributor-empanellement',
  steps: [
    {
      slug: 'basic-details',
      title: 'Basic details',
      index: true,
      schema: empanelmentBasicsSchema,
      done: (p: EmpanelmentMarks) => Boolean(p.verified && p.basics && p.registry),
    },
    { slug: 'bank-details', title: 'Bank details', schema: empanelmentBankSchema, done: (p: EmpanelmentMarks) => Boolean(p.bank) },
    {
      slug: 'nominee-details',
      title: 'Nominee details',
      schema: empanelmentNomineeSchema,
      done: (p: EmpanelmentMarks) => Boolean(p.result),
    },
    { slug: 'confirmation', title: 'Confirmation', hidden: true, requires: ['nominee-details'], done: () => false },
  ],
});

export type EmpanelmentStep = (typeof empanelmentJourney.steps)[number]['slug'];
