// The confirmation screens' wording, apart from the view's schema (./confirmation.ts) so the screens that
// only show it do not load zod.

export const CONFIRM_BUSY_LABEL = 'Confirmation in progress.. please wait..';
export const SUCCESS_TITLE = 'Successfully Initiated Transaction/Registration';
export const APPROVAL_NOTE = 'The investor will receive an e-mail for approval of this transaction.';
export { INVESTOR_OTP_NOTE } from '../rules/otp';

/**
 * The check's words (components/transactions/OrderCheck.tsx) for what it stands before: an order on a
 * summary, whose button is Confirm (Submit where a seed names it so), or the new investor's application
 * on the payment step, whose button is Submit; the words name the thing and the button the distributor
 * sees there, so none of them sends the distributor looking for a Confirm the screen does not have.
 */
export function checkTexts(thing: 'order' | 'application', action: string) {
  const when = `when you ${action.toLowerCase()}`;
  return {
    heading: 'Checked with the registrar',
    checking: `Checking this ${thing} with the registrar\u2026`,
    clear: `The registrar holds nothing against this ${thing}.`,
    refused: (n: number) => (n === 1 ? `The registrar would refuse this ${thing}. Fix this first:` : `The registrar would refuse this ${thing} for ${n} reasons. Fix these first:`),
    failed: `The registrar could not be asked about this ${thing} just now. It checks the ${thing} again ${when}.`,
    notAsked: `This registrar checks the ${thing} ${when}.`,
    blocked: `${action} is available once the registrar holds nothing against this ${thing}.`,
  };
}
export type CheckTexts = ReturnType<typeof checkTexts>;

/** The check before Confirm on every summary. */
export const ORDER_CHECK_TEXTS = checkTexts('order', 'Confirm');
/** The check before the new investor's Submit on the payment step, which sends the application. */
export const APPLICATION_CHECK_TEXTS = checkTexts('application', 'Submit');
