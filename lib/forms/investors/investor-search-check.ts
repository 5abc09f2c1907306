import { INDIVIDUAL_PAN_MESSAGE, isIndividualPan, isValidPan, PAN_MESSAGE } from '@/lib/rules/pan';
import { NAME_SEARCH_MESSAGE, NAME_SEARCH_MIN } from './investor-tabs';

// The New Transaction page's searches (seed 000 section 5, "Investor search" and "New investor search")
// without a schema library, so the page ships none. The BFF parses the zod schemas of
// ./investor-search.ts, which are built on these same checks; a unit test holds the two together.

export const SEARCH_KEYS = ['name', 'pan', 'folio', 'mobile', 'email'] as const;
export type SearchKey = (typeof SEARCH_KEYS)[number];

export const SEARCH_KEY_LABELS: Record<SearchKey, string> = {
  name: 'Name',
  pan: 'PAN',
  folio: 'Folio No.',
  mobile: 'Mobile No.',
  email: 'Email ID',
};

export const FOLIO_MESSAGE = 'Please enter a valid folio';
export const MOBILE_MESSAGE = 'Please enter a valid Mobile number';
export const EMAIL_MESSAGE = 'Please enter an valid Email Id';

/** Characters a box takes as typed: PAN ten, mobile ten digits; others a sane limit. */
export const SEARCH_MAX_LENGTH: Record<SearchKey, number> = { name: 60, pan: 10, folio: 20, mobile: 10, email: 80 };

const MOBILE_PATTERN = /^(?:91|0)?[6-9]\d{9}$/;
// Seed 001's e-mail rule, which the searches share: a top-level domain of 2 to 4 letters.
const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,4}$/;
// Names are letters and spaces (seed 001, investor name).
const NAME_PATTERN = /^[A-Za-z ]+$/;
const FOLIO_PATTERN = /^\d+$/;

const CHECKS: Record<SearchKey, { test: (v: string) => boolean; message: string }> = {
  name: {
    test: (v) => NAME_PATTERN.test(v) && v.length >= NAME_SEARCH_MIN && v.length <= SEARCH_MAX_LENGTH.name,
    message: NAME_SEARCH_MESSAGE,
  },
  pan: { test: isValidPan, message: PAN_MESSAGE },
  folio: { test: (v) => FOLIO_PATTERN.test(v) && v.length <= SEARCH_MAX_LENGTH.folio, message: FOLIO_MESSAGE },
  mobile: { test: (v) => MOBILE_PATTERN.test(v), message: MOBILE_MESSAGE },
  email: { test: (v) => EMAIL_PATTERN.test(v) && v.length <= SEARCH_MAX_LENGTH.email, message: EMAIL_MESSAGE },
};

/** What a box keeps of a keystroke: PAN upper-cased, folio and mobile digits only, within the limits. */
export function normaliseSearchInput(key: SearchKey, text: string): string {
  const max = SEARCH_MAX_LENGTH[key];
  if (key === 'pan') return text.toUpperCase().replace(/\s+/g, '').slice(0, max);
  if (key === 'folio' || key === 'mobile') return text.replace(/\D+/g, '').slice(0, max);
  return text.slice(0, max);
}

/** The message for a value of a key, or null when it may be searched. */
export function searchValueError(key: SearchKey, value: string): string | null {
  const v = key === 'pan' ? value.trim().toUpperCase() : value.trim();
  return CHECKS[key].test(v) ? null : CHECKS[key].message;
}

export interface InvestorSearchQuery {
  key: SearchKey;
  value: string;
}

/** A key and its value as the search reads them (PAN upper-cased, all trimmed): the query, or the message. */
export function readSearch(key: SearchKey, value: string): { query: InvestorSearchQuery; error: null } | { query: null; error: string } {
  const query = { key, value: key === 'pan' ? value.trim().toUpperCase() : value.trim() };
  const error = searchValueError(key, query.value);
  return error === null ? { query, error } : { query: null, error };
}

/** New investor: an individual's PAN (fourth character P); the first refusal, as `newInvestorSchema` words it. */
export function checkNewInvestorPan({ pan }: { pan: string }): { pan?: string } {
  const v = pan.trim().toUpperCase();
  if (!isValidPan(v)) return { pan: PAN_MESSAGE };
  return isIndividualPan(v) ? {} : { pan: INDIVIDUAL_PAN_MESSAGE };
}
