// The AMFI/KYD registry stands behind every ARN (seed 002 section 8): sign-up and empanelment go on only
// for an ARN it knows, and its OTP goes only to the contacts it holds. The registrar refuses in these
// words and the portal shows them as they come, so both read them from here.

export const AMFI_NO_RECORDS_MESSAGE =
  'No records available with AMFI/KYD for the given ARN Number, Kindly provide Valid ARN to proceed further';
export const AMFI_CONTACT_MISMATCH_MESSAGE = 'The Mobile Number and Email ID do not match the AMFI/KYD record of the ARN';
