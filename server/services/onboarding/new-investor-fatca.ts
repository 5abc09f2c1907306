import 'server-only';
import { APPLICANT_MESSAGES, type Applicant } from '@/lib/forms/onboarding/new-investor-applicant';
import { fatcaSchema, type FatcaStep } from '@/lib/forms/onboarding/new-investor-fatca';
import type { DistributorAuth } from '../../auth/session';
import { validateTin } from '../../fundhouse/endpoints/new-investor';
import { upstream } from '../../fundhouse/upstream';
import { fieldError } from '../../http/handler';
import { requireJourney, saveStep, today } from './new-investor-journey';
import { applicantOf, parseOrRefuse } from './new-investor-steps';

// The FATCA step's Proceed: the form again with the seed's rules, then each foreign tax id through the
// registrar's ValidateTIN (seed 002 sections 4.5 and 5: its message stops the flow; a technical failure
// says 'TIN validation failed. Please try again.').

async function checkTins(auth: DistributorAuth, a: Applicant, f: FatcaStep): Promise<void> {
  for (const [i, h] of a.holders.entries()) {
    const t = f.holders[i];
    if (h.taxResidentElsewhere !== 'Yes' || !t) continue;
    const answer = await upstream(
      validateTin,
      { CountryCode: t.foreignTaxCountry, IdTypeCode: t.foreignTaxIdType, TINNo: t.foreignTaxId, TINFormat: 'Individuals' },
      { token: auth.token },
    ).catch(() => null);
    if (!answer) throw fieldError(`holders.${i}.foreignTaxId`, APPLICANT_MESSAGES.tinFailed, 422);
    if (answer.statusCode !== '200') {
      const message = answer.responseModel[0]?.resMessage || answer.statusMessage || APPLICANT_MESSAGES.tinFailed;
      throw fieldError(`holders.${i}.foreignTaxId`, message, 422);
    }
  }
}

export async function saveFatcaStep(auth: DistributorAuth, body: unknown) {
  const journey = await requireJourney(auth);
  const applicant = await applicantOf(journey);
  const form = parseOrRefuse(fatcaSchema(today(), applicant.holders), body);
  await checkTins(auth, applicant, form);
  return saveStep(journey, 'fatca-details', form);
}
