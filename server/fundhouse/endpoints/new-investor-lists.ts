import { z } from 'zod';
import { defineEndpoint, table } from '../endpoint';

// The registrar's lists the new investor's applicant and nominee forms choose from (seed 002 section 7,
// "New investor" and the shared calls): countries (country_name), the mobile country codes, the states,
// the cities of a state (param state; rows city) and the nominee relationships (rm_relation).

export const countries = defineEndpoint({
  name: 'countries',
  path: '/GetCountries',
  method: 'GET',
  auth: true,
  params: z.object({}),
  answer: z.object({ DtData: table(z.object({ country_name: z.string() })) }),
});

/** The dialling code of each country, for the mobile number's country code. */
export const mobileCountryCodes = defineEndpoint({
  name: 'mobileCountryCodes',
  path: '/GetCountries_MobileCode',
  method: 'GET',
  auth: true,
  params: z.object({}),
  answer: z.object({ DtData: table(z.object({ country_name: z.string(), mobile_code: z.string() })) }),
});

/** The states (path not shown), of India: an address abroad keeps its state as typed. */
export const states = defineEndpoint({
  name: 'states',
  path: '/GetStates',
  method: 'GET',
  auth: true,
  params: z.object({}),
  answer: z.object({ DtData: table(z.object({ state: z.string() })) }),
});

/** The cities of a state (path not shown); no rows for a state the registrar does not list. */
export const citiesByState = defineEndpoint({
  name: 'citiesByState',
  path: '/GetCities',
  method: 'GET',
  auth: true,
  params: z.object({ state: z.string().min(1).max(60) }),
  answer: z.object({ DtData: table(z.object({ city: z.string() })) }),
});

/** How a nominee is related to the investor (path not shown). */
export const relationships = defineEndpoint({
  name: 'relationships',
  path: '/GetRelationship',
  method: 'GET',
  auth: true,
  params: z.object({}),
  answer: z.object({ DtData: table(z.object({ rm_relation: z.string() })) }),
});
