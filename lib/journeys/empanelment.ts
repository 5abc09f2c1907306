import { defineJourney } from './journey';

/** What the steps' checks read of the empanelment progress; the server keeps the whole record. */
export interface EmpanelmentMarks {
  basics?: object;
  verified?: boolean;
  registry?: object;
  bank?: object;
  result?: object;
}

// The progress is a sealed cookie the server writes, not a draft read back through step schemas, so
// the steps declare none: each handler checks its body with its own schema, and the forms that
// import this declaration for their links stay free of zod.
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
      done: (p: EmpanelmentMarks) => Boolean(p.verified && p.basics && p.registry),
    },
    { slug: 'bank-details', title: 'Bank details', done: (p: EmpanelmentMarks) => Boolean(p.bank) },
    {
      slug: 'nominee-details',
      title: 'Nominee details',
      done: (p: EmpanelmentMarks) => Boolean(p.result),
    },
    { slug: 'confirmation', title: 'Confirmation', hidden: true, requires: ['nominee-details'], done: () => false },
  ],
});

export type EmpanelmentStep = (typeof empanelmentJourney.steps)[number]['slug'];
