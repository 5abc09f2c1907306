// The confirmation screens' wording, apart from the view's schema (./confirmation.ts) so the screens that
// only show it do not load zod.

export const CONFIRM_BUSY_LABEL = 'Confirmation in progress.. please wait..';
export const SUCCESS_TITLE = 'Successfully Initiated Transaction/Registration';
export const APPROVAL_NOTE = 'The investor will receive an e-mail for approval of this transaction.';
export { INVESTOR_OTP_NOTE } from '../rules/otp';
