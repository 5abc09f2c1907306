import { z } from 'zod';
import type { StepSaved } from '@/lib/api/new-investor';
import { withSession } from '@/server/http/handler';
import { saveFatcaStep } from '@/server/services/onboarding/new-investor-fatca';
import { saveSchemeStep } from '@/server/services/onboarding/new-investor-scheme';
import { saveApplicant, saveBankStep, saveNomineeStep } from '@/server/services/onboarding/new-investor-steps';

const params = z.object({ step: z.enum(['applicant-details', 'fatca-details', 'nominee-details', 'scheme-details', 'investment-details']) });

const SAVE = {
  'applicant-details': saveApplicant,
  'fatca-details': saveFatcaStep,
  'nominee-details': saveNomineeStep,
  'scheme-details': saveSchemeStep,
  'investment-details': saveBankStep,
} as const;

/** POST: one step's Proceed: checked again here and kept in the journey's draft; answers the next step. */
export const POST = withSession({ needs: 'initiate', params, body: z.unknown() }, async ({ params: p, body }, auth): Promise<StepSaved> => SAVE[p.step](auth, body));
