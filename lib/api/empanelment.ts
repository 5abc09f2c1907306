// Distributor empanelment's BFF contract (seed 002, "Empanelment"): the paths the public journey's forms
// call and what each answers. Bodies are the lib/forms schemas named beside each path, parsed again by
// the handler; the journey's progress stays in its sealed cookie.

/** POST lib/forms/empanelment/empanelment-basics' empanelmentArnSchema: the ARN check on leaving the field. */
export const EMPANELMENT_ARN_API = '/api/public/empanelment/arn';
/** POST empanelmentOtpRequestSchema: checks the registry and sends the OTP; starts the journey again. */
export const EMPANELMENT_OTP_API = '/api/public/empanelment/otp';
/** POST empanelmentBasicsSchema (with the OTP). */
export const EMPANELMENT_VERIFY_API = '/api/public/empanelment/verify';
/** POST lib/forms/empanelment/empanelment-bank's ifscLookupSchema. */
export const EMPANELMENT_IFSC_API = '/api/public/empanelment/ifsc';
/** POST empanelmentBankSchema. */
export const EMPANELMENT_BANK_API = '/api/public/empanelment/bank';
/** POST lib/forms/empanelment/empanelment-nominee's empanelmentNomineeSchema: saves and registers the application. */
export const EMPANELMENT_REGISTER_API = '/api/public/empanelment/register';
/** POST, no body: forgets the journey's progress. */
export const EMPANELMENT_RESET_API = '/api/public/empanelment/reset';

export type EmpanelmentArnResponse = { ok: true };
export type EmpanelmentOtpResponse = { message: string };
/** `next`: the step to open, by a full navigation. */
export type EmpanelmentVerifyResponse = { next: string };
export type IfscLookupResponse = { bankName: string; bankCity: string; branch: string };
/**
 * 'retry': the first penny-drop failure; the account fields start over with these reasons.
 * 'proceed': a later failure; the message is shown before going on with the account as entered.
 */
export type EmpanelmentBankResponse =
  | { outcome: 'saved'; next: string }
  | { outcome: 'retry'; message: string; fieldErrors: Record<string, string> }
  | { outcome: 'proceed'; message: string; next: string };
export type EmpanelmentRegisterResponse = { next: string };
export type EmpanelmentResetResponse = { ok: true };
