import { defineJourney } from './journey';

// The new-investor journey of seed 002 section 2.3, kept in drafts while the distributor is signed in.
// Only the steps are declared so far; each step's schema joins its declaration when its page is built.
export const newInvestorJourney = defineJourney({
  name: 'new-investor',
  base: '/new-investor-transaction',
  steps: [
    { slug: 'applicant-details', title: 'Applicant Details' },
    { slug: 'nominee-details', title: 'Nominee Details' },
    { slug: 'scheme-details', title: 'Scheme Details' },
    { slug: 'investment-details', title: 'Investment Details' },
    { slug: 'payment-details', title: 'Payment Details' },
    { slug: 'confirmation', title: 'Confirmation' },
  ],
});

export type NewInvestorStep = (typeof newInvestorJourney.steps)[number]['slug'];
