import { z } from 'zod';
import { applicantDraftSchema, type Applicant } from '../forms/onboarding/new-investor-applicant';
import { fatcaDraftSchema, fatcaNeeded, type FatcaStep } from '../forms/onboarding/new-investor-fatca';
import { bankDraftSchema } from '../forms/onboarding/new-investor-bank';
import { nomineeSchema } from '../forms/onboarding/new-investor-nominee';
import { schemeStepShape } from '../forms/onboarding/new-investor-scheme';
import { defineJourney } from './journey';
import { MAX_NOMINEES } from '../rules/nominee-shares';

// The new-investor journey of seed 002 section 2.3, kept in a draft per distributor and PAN on the
// server. Each step stores what its handler checked; the payment step stores the submitted
// application, which the confirmation shows until Go To Dashboard clears the journey.

export const nomineeDraftSchema = z.object({ wishNotToNominate: z.boolean(), nominees: z.array(nomineeSchema).max(MAX_NOMINEES) });

export const applicationResultSchema = z.object({
  schemeDescription: z.string(),
  applicationNumber: z.string(),
  amount: z.number(),
  distributorName: z.string(),
  payMode: z.string(),
  type: z.enum(['Lumpsum', 'iSIP']),
});
export type ApplicationResult = z.output<typeof applicationResultSchema>;

/** Whether the FATCA step is behind the investor: not needed, or saved for the holders the applicant step has now. */
function fatcaDone(state: Partial<Record<string, unknown>>): boolean {
  const applicant = state['applicant-details'] as Partial<Applicant> | undefined;
  if (!applicant) return false;
  const holders = Array.isArray(applicant.holders) ? applicant.holders : [];
  if (!fatcaNeeded(holders)) return true;
  const fatca = state['fatca-details'] as FatcaStep | undefined;
  return !!fatca && fatca.holders.length === holders.length
    && holders.every((h, i) => h.taxResidentElsewhere !== 'Yes' || !!fatca.holders[i]?.foreignTaxId);
}

export const newInvestorJourney = defineJourney({
  name: 'new-investor',
  base: '/new-investor-transaction',
  steps: [
    { slug: 'applicant-details', title: 'Applicant Details', schema: applicantDraftSchema },
    // Optional (seed 002 section 2.3): finished of itself when no holder needs it, so the stepper leaves it out.
    { slug: 'fatca-details', title: 'FATCA Details', schema: fatcaDraftSchema, hidden: true, done: (s) => fatcaDone(s) },
    { slug: 'nominee-details', title: 'Nominee Details', schema: nomineeDraftSchema },
    { slug: 'scheme-details', title: 'Scheme Details', schema: schemeStepShape },
    { slug: 'investment-details', title: 'Investment Details', schema: bankDraftSchema },
    { slug: 'payment-details', title: 'Payment Details', schema: applicationResultSchema },
    { slug: 'confirmation', title: 'Confirmation', requires: ['payment-details'], done: () => false },
  ],
});

export type NewInvestorStep = (typeof newInvestorJourney.steps)[number]['slug'];
