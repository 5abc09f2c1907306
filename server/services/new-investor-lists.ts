import 'server-only';
import type { IfscResponse } from '@/lib/api/new-investor';
import { BANK_STEP_MESSAGES } from '@/lib/forms/new-investor-bank';
import type { DistributorAuth } from '../auth/session';
import { bankByIfsc } from '../fundhouse/endpoints/new-investor-application';
import { tinCountries, tinIdentityTypes } from '../fundhouse/endpoints/new-investor';
import { upstream } from '../fundhouse/upstream';
import { HttpError } from '../http/handler';

// The lists of the applicant and investment steps. The seed: a failing list only leaves it empty.

export interface Option {
  value: string;
  label: string;
}

export async function tinCountryOptions(auth: DistributorAuth): Promise<Option[]> {
  const answer = await upstream(tinCountries, {}, { token: auth.token }).catch(() => null);
  return answer?.resData.map((r) => ({ value: r.countryCode.trim(), label: r.countryName.trim() })) ?? [];
}

export async function tinTypes(auth: DistributorAuth, country: string): Promise<Option[]> {
  const answer = await upstream(tinIdentityTypes, { CountryCode: country }, { token: auth.token }).catch(() => null);
  return answer?.resData.map((r) => ({ value: r.idTypeCode.trim(), label: r.identificationType.trim() })) ?? [];
}

export async function branchByIfsc(auth: DistributorAuth, ifsc: string): Promise<IfscResponse> {
  const row = (await upstream(bankByIfsc, { ifsc }, { token: auth.token })).Dtinformation[0];
  if (!row) throw new HttpError(422, { message: BANK_STEP_MESSAGES.ifscNotFound, fieldErrors: { ifsc: BANK_STEP_MESSAGES.ifscNotFound } });
  return {
    bankName: row.bankname.trim(), micr: row.micrno.trim(), branchAddress1: row.bankadd1.trim(), branchAddress2: row.bankadd2.trim(),
    branchAddress3: row.bankadd3.trim(), branchCity: row.bankcity.trim(), branchPincode: row.bankpin.trim(),
  };
}
