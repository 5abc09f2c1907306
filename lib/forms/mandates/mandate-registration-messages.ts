import { MANDATE_FILL_ALL_MESSAGE } from '../../rules/mandate-registration';

// The mandate screens' own wording, apart from the form's schema (./mandate-registration.ts) so the
// mandate lists, which only show it, do not load zod.

export const MANDATE_FORM_MESSAGES = {
  fillAll: MANDATE_FILL_ALL_MESSAGE,
  terms: 'Please Read Terms and Conditions',
  bankInvalid: 'This bank account is not enabled for e-mandate registration. Please choose another bank.',
  noFolios: 'No folios Found',
  noBanks: 'No bank accounts are registered on this folio for e-mandates',
} as const;
