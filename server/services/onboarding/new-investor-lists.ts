import 'server-only';
import type { IfscResponse } from '@/lib/api/new-investor';
import { BANK_STEP_MESSAGES } from '@/lib/forms/onboarding/new-investor-bank';
import type { DistributorAuth } from '../../auth/session';
import { bankByIfsc } from '../../fundhouse/endpoints/new-investor-application';
import { tinCountries, tinIdentityTypes } from '../../fundhouse/endpoints/new-investor';
import { citiesByState, countries, mobileCountryCodes, relationships, states } from '../../fundhouse/endpoints/new-investor-lists';
import { upstream } from '../../fundhouse/upstream';
import { fieldError } from '../../http/handler';

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
  if (!row) throw fieldError('ifsc', BANK_STEP_MESSAGES.ifscNotFound, 422);
  return {
    bankName: row.bankname.trim(), micr: row.micrno.trim(), branchAddress1: row.bankadd1.trim(), branchAddress2: row.bankadd2.trim(),
    branchAddress3: row.bankadd3.trim(), branchCity: row.bankcity.trim(), branchPincode: row.bankpin.trim(),
  };
}

/** The applicant's and nominees' choices from the registrar's masters. */
export interface PlaceLists {
  countries: string[];
  /** Dialling codes, one per code (+1 is both Canada's and the USA's). */
  mobileCodes: Option[];
  /** India's states; an address abroad keeps its state as typed. */
  states: string[];
  relations: string[];
}

const names = <R>(rows: readonly R[] | undefined, pick: (r: R) => string) => [...new Set((rows ?? []).map((r) => pick(r).trim()).filter(Boolean))];

function codeOptions(rows: readonly { country_name: string; mobile_code: string }[]): Option[] {
  const byCode = new Map<string, string[]>();
  for (const r of rows) {
    const code = r.mobile_code.trim();
    if (/^\+\d{1,4}$/.test(code)) byCode.set(code, [...(byCode.get(code) ?? []), r.country_name.trim()]);
  }
  return [...byCode].map(([value, countries]) => ({ value, label: `${value} (${countries.join(', ')})` }));
}

/** The lists, read strictly: a server-side check must not pass a value because a list failed to load. */
export async function placeListsOrFail(auth: DistributorAuth): Promise<PlaceLists> {
  const call = { token: auth.token };
  const [c, m, s, r] = await Promise.all([
    upstream(countries, {}, call), upstream(mobileCountryCodes, {}, call), upstream(states, {}, call), upstream(relationships, {}, call),
  ]);
  return {
    countries: names(c.DtData, (x) => x.country_name), mobileCodes: codeOptions(m.DtData),
    states: names(s.DtData, (x) => x.state), relations: names(r.DtData, (x) => x.rm_relation),
  };
}

/** For the forms. The seed: a failing list is only logged (the upstream call log has it) and stays empty. */
export async function placeLists(auth: DistributorAuth): Promise<PlaceLists> {
  return placeListsOrFail(auth).catch(() => ({ countries: [], mobileCodes: [], states: [], relations: [] }));
}

export async function citiesOfOrFail(auth: DistributorAuth, state: string): Promise<string[]> {
  return names((await upstream(citiesByState, { state }, { token: auth.token })).DtData, (x) => x.city);
}
