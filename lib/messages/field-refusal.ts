import { SIGNUP_MESSAGES } from '../forms/account/signup';
import { BANK_MESSAGES } from '../forms/empanelment/empanelment-bank';
import { EMAIL_MESSAGE, FOLIO_MESSAGE, MOBILE_MESSAGE } from '../forms/investors/investor-search-check';
import { NAME_SEARCH_MESSAGE } from '../forms/investors/investor-tabs';
import { OTP_MESSAGES } from '../forms/account/otp';
import { TAGGING_MESSAGES } from '../forms/transaction-fields';
import { AMOUNT_MESSAGES } from '../rules/amount';
import { PAN_MESSAGE } from '../rules/pan';
import { INVALID_DETAILS_FALLBACK } from './bff';

// zod words a refusal in its own English ('Invalid input: expected object, received null') unless the
// rule carries the seed's message. Those defaults never leave the BFF: a field the seed has wording
// for gets it, any other field the seed's general refusal.

const SEED_WORDING: Record<string, string> = {
  pan: PAN_MESSAGE,
  mobile: MOBILE_MESSAGE,
  email: EMAIL_MESSAGE,
  folio: FOLIO_MESSAGE,
  name: NAME_SEARCH_MESSAGE,
  otp: OTP_MESSAGES.signupInvalid,
  ifsc: BANK_MESSAGES.ifsc,
  subArnCode: TAGGING_MESSAGES.subArnInvalid,
  arn: SIGNUP_MESSAGES.arnInvalid,
  arnCode: SIGNUP_MESSAGES.arnInvalid,
  amount: AMOUNT_MESSAGES.invalid,
};

/** The seed's refusal for a field named by an issue's path. */
export function fieldRefusal(path: readonly PropertyKey[] | undefined): string {
  const field = [...(path ?? [])].reverse().find((k): k is string => typeof k === 'string');
  return (field !== undefined && Object.hasOwn(SEED_WORDING, field) ? SEED_WORDING[field] : undefined) ?? INVALID_DETAILS_FALLBACK;
}

/** For zod's per-parse `error` option: consulted only for rules that carry no message of their own. */
export const seedErrorMap = (issue: { path?: readonly PropertyKey[] }): string => fieldRefusal(issue.path);

// The shapes of zod's own English (its "en" locale), for refusals raised outside the wrapper's parse.
const ZOD_DEFAULT = /^(Invalid input|Invalid option|Invalid (string|number|key|element|value|date|type|union|discriminator)|Too (big|small)|Unrecognized key|Expected |Required$|Invalid$)/;

/** Whether a refusal's text is zod's default wording rather than a message someone chose. */
export const isZodDefault = (message: string) => ZOD_DEFAULT.test(message);
