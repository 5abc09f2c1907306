import { INVESTOR_OTP_NOTE } from '../rules/otp';
import { UPI_APPROVAL_TEXTS } from '../rules/upi-autopay';
import type { MandateKind } from '../rules/mandate-registration-limits';

// The registration's success dialog (seed 002 section 4.1): 'You have initiated the UPI Autopay
// Registration (or eNach) successfully with Reference Number : {ref}'.

export const REGISTRATION_SUCCESS_TITLE = 'Registration Initiated';

const NAMES: Record<MandateKind, string> = { ENACH: 'eNach', UPI: 'UPI Autopay Registration' };

export const registrationSuccessText = (kind: MandateKind, ref: string) =>
  `You have initiated the ${NAMES[kind]} successfully with Reference Number : ${ref}`;

/** How the investor will approve, on the registration's summary: a UPI AutoPay mandate by QR code or the UPI app. */
export const mandateApprovalNote = (kind: MandateKind) => (kind === 'UPI' ? UPI_APPROVAL_TEXTS.portal : INVESTOR_OTP_NOTE);
