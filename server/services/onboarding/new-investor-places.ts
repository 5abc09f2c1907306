import 'server-only';
import { APPLICANT_MESSAGES, INDIA, type Applicant } from '@/lib/forms/onboarding/new-investor-applicant';
import { NOMINEE_FORM_MESSAGES, type Nominee } from '@/lib/forms/onboarding/new-investor-nominee';
import type { DistributorAuth } from '../../auth/session';
import { HttpError, FIELDS_MESSAGE } from '../../http/handler';
import { citiesOfOrFail, placeListsOrFail, type PlaceLists } from './new-investor-lists';

// Every country, state, city, country code and relationship the applicant and nominee steps keep must be
// one of the registrar's: the forms offer only those, and a value typed past them is refused here.

type Errors = Record<string, string>;

function lookups(auth: DistributorAuth) {
  const cities = new Map<string, Promise<string[]>>();
  return (state: string) => {
    const key = state.toLowerCase();
    if (!cities.has(key)) cities.set(key, citiesOfOrFail(auth, state));
    return cities.get(key)!;
  };
}

const isIn = (list: readonly string[], v: string) => list.some((x) => x.toLowerCase() === v.trim().toLowerCase());

/** An Indian address's state and city from the lists; abroad, the state stays as typed. */
async function checkAddress(l: PlaceLists, citiesOf: (s: string) => Promise<string[]>, a: { country: string; state: string; city: string }) {
  if (a.country !== INDIA) return {};
  if (!isIn(l.states, a.state)) return { state: true };
  return isIn(await citiesOf(a.state), a.city) ? {} : { city: true };
}

export async function refuseApplicantPlaces(auth: DistributorAuth, applicant: Applicant): Promise<void> {
  const l = await placeListsOrFail(auth);
  const citiesOf = lookups(auth);
  const errors: Errors = {};
  const bad = (i: number, field: string, label: string) => (errors[`holders.${i}.${field}`] = APPLICANT_MESSAGES.invalid(label));
  for (const [i, h] of applicant.holders.entries()) {
    if (!l.mobileCodes.some((c) => c.value === h.countryCode)) bad(i, 'countryCode', 'Country Code');
    if (!isIn(l.countries, h.birthCountry)) bad(i, 'birthCountry', 'Country of Birth');
    if (!isIn(l.countries, h.nationality)) bad(i, 'nationality', 'Nationality');
    if (!isIn(l.countries, h.country)) bad(i, 'country', 'Country');
    else {
      const wrong = await checkAddress(l, citiesOf, h);
      if (wrong.state) bad(i, 'state', 'State');
      if (wrong.city) bad(i, 'city', 'City');
    }
  }
  if (Object.keys(errors).length) throw new HttpError(400, { message: FIELDS_MESSAGE, fieldErrors: errors });
}

export async function refuseNomineePlaces(auth: DistributorAuth, nominees: readonly Nominee[]): Promise<void> {
  if (nominees.length === 0) return;
  const l = await placeListsOrFail(auth);
  const citiesOf = lookups(auth);
  const M = NOMINEE_FORM_MESSAGES;
  const errors: Errors = {};
  for (const [i, n] of nominees.entries()) {
    const at = (field: string, message: string) => (errors[`nominees.${i}.${field}`] = message);
    if (!isIn(l.relations, n.relation)) at('relation', M.relation);
    if (!isIn(l.countries, n.country)) at('country', M.country);
    else {
      const wrong = await checkAddress(l, citiesOf, n);
      if (wrong.state) at('state', M.state);
      if (wrong.city) at('city', M.city);
    }
  }
  if (Object.keys(errors).length) throw new HttpError(400, { message: FIELDS_MESSAGE, fieldErrors: errors });
}
