// The confirmation screens' wording, apart from the view's schema (./confirmation.ts) so the screens that
// only show it do not load zod.

export const CONFIRM_BUSY_LABEL = 'Confirmation in progress.. please wait..';
export const SUCCESS_TITLE = 'Successfully Initiated Transaction/Registration';
export const APPROVAL_NOTE = 'The investor will receive an e-mail for approval of this transaction.';
export { INVESTOR_OTP_NOTE } from '../rules/otp';

/** The check before Confirm: what the registrar would hold against the order (components/transactions/OrderCheck.tsx). */
export const ORDER_CHECK_TEXTS = {
  heading: 'Checked with the registrar',
  checking: 'Checking this order with the registrar\u2026',
  clear: 'The registrar holds nothing against this order.',
  refused: (n: number) => (n === 1 ? 'The registrar would refuse this order. Fix this first:' : `The registrar would refuse this order for ${n} reasons. Fix these first:`),
  failed: 'The registrar could not be asked about this order just now. It checks the order again when you confirm.',
  notAsked: 'This registrar checks the order when you confirm.',
  blocked: 'Confirm is available once the registrar holds nothing against this order.',
  /** The new investor's payment step, whose Submit sends the application. */
  submitBlocked: 'Submit is available once the registrar holds nothing against this application.',
} as const;
