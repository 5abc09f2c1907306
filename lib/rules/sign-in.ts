// Who may sign in or sign up (seed 000 sections 7 and 8): an ARN the fund house has empanelled, whose
// validity has not expired, typed as a valid ARN code. The registrar refuses the others in these words
// and the portal shows them as they come, so both read them from here.

export const EXPIRED_ARN_MESSAGE =
  'As per our records, your ARN validity date is expired. Click Continue to renew your ARN.';
export const NOT_EMPANELLED_MESSAGE =
  'As per our records, your ARN is not empanelled with us. Click Continue to empanelment page.';

/** The sign-up's refusal of an ARN code that is not 'ARN-' and digits. */
export const INVALID_ARN_CODE_MESSAGE = 'Please enter a valid ARN Code';
