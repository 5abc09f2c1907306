// A distributor's user id is an e-mail address (seed 000 sections 7 and 8): the sign-up and the
// forgotten user id form check it as the registrar does, and the reminder's answer is the same whether
// or not the address belongs to an account. Both sides read the pattern and the words from here.

/** Something@domain.tld without spaces: what the registrar accepts as an e-mail address. */
export const USER_ID_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const USER_ID_EMAIL_MESSAGE = 'Please enter valid Email Id';
export const USER_ID_SENT_MESSAGE = 'Your UserId has been sent to your Email Id and Mobile number';
/** A user id already signs someone in (a distributor's account or a firm member's): sign-up and an invitation refuse it alike. */
export const USER_ID_TAKEN_MESSAGE = 'This User Id is already registered. Please sign in, or use Forgot Password.';
