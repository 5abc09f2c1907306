import { REFUSALS, refusalOf, type RegistrarProblem } from './registrar-problem';

// KYC status as the KRAs keep it since 1 April 2024: a "Validated" KYC (checked against the issuing
// source) opens folios anywhere; a "Registered" one (also called Verified) may go on transacting only
// in folios opened before, so a new folio (a new purchase, an NFO, a new-folio SIP) needs Validated;
// "On hold" and "Rejected" allow nothing until the investor fixes the KYC. Zod-free.

export const KYC_STATUSES = ['Validated', 'Registered', 'On hold', 'Rejected'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

export const KYC_VALIDATION_CODES = { registered: REFUSALS.kycRegistered.code, onHold: REFUSALS.kycOnHold.code, rejected: REFUSALS.kycRejected.code } as const;

export const KYC_VALIDATION_MESSAGES = {
  registered: 'KYC is Registered but not Validated with the KRA: a new folio needs a Validated KYC',
  onHold: 'KYC is On hold with the KRA: no transaction until the KYC is fixed',
  rejected: 'KYC is Rejected by the KRA: no transaction until the KYC is done again',
} as const;

/** What the KYC status holds against an order; `opensFolio` when the order makes a new folio. */
export function kycProblem(status: KycStatus, opensFolio: boolean): RegistrarProblem | null {
  if (status === 'On hold') return refusalOf(KYC_VALIDATION_CODES.onHold, KYC_VALIDATION_MESSAGES.onHold);
  if (status === 'Rejected') return refusalOf(KYC_VALIDATION_CODES.rejected, KYC_VALIDATION_MESSAGES.rejected);
  // An existing folio is the quicker way round; validating the KYC (e-KYC) is the lasting one.
  if (status === 'Registered' && opensFolio) return refusalOf(KYC_VALIDATION_CODES.registered, KYC_VALIDATION_MESSAGES.registered);
  return null;
}
