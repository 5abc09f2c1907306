import type { HolderInput } from '../forms/onboarding/new-investor-applicant';
import type { OutcomeChecking, SchemeChoice } from './transactions';

// The new-investor journey's BFF calls.

export const NEW_INVESTOR_API = '/api/new-investor';
export const NEW_INVESTOR_KYC_API = `${NEW_INVESTOR_API}/kyc`;
export const NEW_INVESTOR_TIN_TYPES_API = `${NEW_INVESTOR_API}/tin-types`;
export const NEW_INVESTOR_SCHEMES_API = `${NEW_INVESTOR_API}/schemes`;
export const NEW_INVESTOR_SIP_DAYS_API = `${NEW_INVESTOR_API}/sip-days`;
export const NEW_INVESTOR_SIP_MINIMUM_API = `${NEW_INVESTOR_API}/sip-minimum`;
export const NEW_INVESTOR_SIP_PERIOD_API = `${NEW_INVESTOR_API}/sip-period`;
export const NEW_INVESTOR_CITIES_API = `${NEW_INVESTOR_API}/cities`;
export const NEW_INVESTOR_IFSC_API = `${NEW_INVESTOR_API}/ifsc`;
export const NEW_INVESTOR_RESUME_API = `${NEW_INVESTOR_API}/resume`;
/** GET: what the registrar would hold against the journey's application (an OrderCheckResponse), asked on the payment step. */
export const NEW_INVESTOR_CHECK_API = `${NEW_INVESTOR_API}/check`;
export const NEW_INVESTOR_FINISH_API = `${NEW_INVESTOR_API}/finish`;
export const newInvestorStepApi = (step: string) => `${NEW_INVESTOR_API}/steps/${step}`;

export type KycLookup =
  /** KYC-registered: the KRA's details for the holder's fields (what it holds). */
  | { status: 'registered'; details: Partial<HolderInput> }
  /** Not KYC compliant: the form offers e-KYC for the PAN. */
  | { status: 'blocked'; ekyc: string }
  /** The lookup failed: India defaults and KYC complete. */
  | { status: 'unknown' };

export interface StepSaved {
  next: string;
}

/** What the payment step's submit answers: where the journey goes, or 202 while the application's outcome is checked. */
export type ApplicationAnswer = StepSaved | OutcomeChecking;

export interface TinTypesResponse {
  types: { value: string; label: string }[];
}

export interface NewInvestorSchemesResponse {
  schemes: SchemeChoice[];
}

export interface SipPeriodResponse {
  start: string;
  end: string;
}

export interface IfscResponse {
  bankName: string;
  micr: string;
  branchAddress1: string;
  branchAddress2: string;
  branchAddress3: string;
  branchCity: string;
  branchPincode: string;
}

export interface CitiesResponse {
  cities: string[];
}

export interface SipMinimumResponse {
  rule: { min: number; multiples: number } | null;
}

/** A journey the distributor began (on any device), named without its PAN. */
export interface JourneyInProgress {
  /** Opaque: what Resume sends back. */
  ref: string;
  name: string;
  maskedPan: string;
  nextStep: string;
  savedOn: string;
}
