import { formatIndian } from '../money';
import { REFUSALS, refusalOf, type RegistrarProblem } from './registrar-problem';

// An investor whose KYC was done by OTP-based e-KYC (Aadhaar OTP, no in-person or video verification)
// may invest at most Rs 50,000 a financial year (April to March) in one fund house, until the KYC is
// completed in person. What counts is what went in this year: purchases and SIP instalments. Zod-free.

export const OTP_EKYC_YEARLY_LIMIT = 50_000;
export const OTP_EKYC_CODE = REFUSALS.otpEkycLimit.code;

export const OTP_EKYC_MESSAGE = (left: number) =>
  `An investor with OTP-based e-KYC may invest at most ₹${formatIndian(OTP_EKYC_YEARLY_LIMIT)} a financial year in this fund house: ₹${formatIndian(left)} is left this year`;

/** The first day (YYYY-MM-DD) of the financial year the IST day `day` (YYYY-MM-DD) falls in. */
export function financialYearStart(day: string): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  return `${month >= 4 ? year : year - 1}-04-01`;
}

/** What an OTP-based e-KYC investor may still put in this financial year. */
export const ekycHeadroom = (investedThisYear: number): number => Math.max(0, OTP_EKYC_YEARLY_LIMIT - investedThisYear);

/** `adding`: what the order puts in this financial year (a SIP: its instalments due before 1 April). */
export function ekycLimitProblem(f: { otpEkyc: boolean; investedThisYear: number; adding: number }): RegistrarProblem | null {
  if (!f.otpEkyc || f.investedThisYear + f.adding <= OTP_EKYC_YEARLY_LIMIT) return null;
  return refusalOf(OTP_EKYC_CODE, OTP_EKYC_MESSAGE(ekycHeadroom(f.investedThisYear)));
}
