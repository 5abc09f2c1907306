// The tracker's own words, in the seed's manner ('Successfully Reinitiated Transaction with transaction
// number {n}'). Refusals of a resend are the registrar's words, shown as it sends them after the
// transaction's number.

export const resentMessage = (reference: string, email: string, mobile: string) =>
  `Successfully Resent Authorisation Link for transaction number ${reference} to ${[email, mobile].filter(Boolean).join(' and ')}`;

/** A refused resend names the transaction it was for: the registrar's reason alone does not say which. */
export const resendRefusedMessage = (reference: string, reason: string) => `Authorisation Link for transaction number ${reference} was not resent: ${reason}`;

export const TRACKER_MESSAGES = {
  notFound: 'No Data Found',
  stale: 'The latest status could not be read just now; the states shown are as last known.',
  empty: 'Nothing initiated matches these filters.',
  none: 'You have not initiated anything yet. Transactions you start appear here.',
  expiresSoon: 'Link expires in',
  inDoubt: 'Being checked with the registrar. Do not submit it again.',
} as const;

export interface ResendResult {
  message: string;
  resendsLeft: number;
  expiresAt: string;
}
