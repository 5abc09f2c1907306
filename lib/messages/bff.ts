import { AMFI_CONTACT_MISMATCH_MESSAGE, AMFI_NO_RECORDS_MESSAGE } from '../rules/amfi-registry';
import { PASSWORD_RESET_EXPIRED_MESSAGE } from '../rules/password';

// The refusals the BFF words itself (ARCHITECTURE.md rule 3), in one place so the catalogue can list
// them; the server modules that answer with them re-export or repeat these and a unit test keeps them equal.

export const FIELDS_MESSAGE = 'Please correct the highlighted fields.';
export const UNREADABLE_MESSAGE = 'The request could not be read.';
export const REQUEST_REFUSED_MESSAGE = 'Request refused.';
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';
/** Seed 000 section 8: any non-2xx answer. */
export { SOMETHING_WENT_WRONG } from './generic';
/** Seed 002 section 8: the login's answer to an empty result, and the fallback for a field with no wording of its own. */
export const INVALID_DETAILS_FALLBACK = 'Please enter valid details';

export const IDEMPOTENCY_MESSAGES = {
  missing: 'The request has no valid Idempotency-Key.',
  busy: 'Confirmation in progress.. please wait..',
  reused: 'This confirmation does not match the transaction it was made for. Please reload the page.',
} as const;

/** Fixed refusals of individual services, listed here so the catalogue holds every text the BFF may send. */
export const SERVICE_MESSAGES = [
  'Upload file size too large. Try uploading a smaller file less than 24 MB or change the file format.',
  'No Investor PAN found. Please submit investor PAN.',
  'No Data Found',
  'Please generate the OTP to proceed',
  'The details have changed since the OTP was sent. Please generate a new OTP.',
  'The investor has no e-mail or mobile number on record.',
  'This request is still being submitted. Please wait.',
  'This request was already submitted with other details.',
  'Unknown transaction type',
  'Unknown statement type',
  'Your sign-up has expired. Please start again.',
  PASSWORD_RESET_EXPIRED_MESSAGE,
  'Your empanelment session has expired. Please start again.',
  'Too many link requests from this network. Please try again in a few minutes.',
  'There is nothing to confirm for this investor. Please fill in the form again.',
  'This transaction was changed in another window. Please review the summary again.',
  'Choose a tab: P, A or E.',
  'Choose a SIP list.',
  'Choose New, Inactive or Active.',
  'Choose a fund.',
] as const;

/**
 * Refusals the registrar words and the portal shows as they come (seed 002 section 8 lists the first;
 * the link generator's answer is "Link or Message", and this is the message the registrar gives).
 */
export const REGISTRAR_MESSAGES = [
  AMFI_NO_RECORDS_MESSAGE,
  // Empanelment: the registrar sends the OTP only to the contacts it holds for the ARN.
  AMFI_CONTACT_MISMATCH_MESSAGE,
  'Invalid Broker Code',
] as const;
