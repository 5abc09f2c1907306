// The IKYC mail (seed 002 sections 3 and 5, "e-KYC"): sent only to a valid e-mail address and an Indian
// mobile number. The portal's form checks them before the registrar does, in the registrar's words, so
// both read the words and the mobile's pattern from here.

/** An Indian number: ten digits from 6 to 9, a 91 or 0 in front accepted. */
export const EKYC_PHONE_PATTERN = /^(?:\+?91|0)?[6-9]\d{9}$/;

export const EKYC_MAIL_RULE_MESSAGES = {
  email: 'Enter a valid Email ID',
  phone: 'Enter a valid Phone number',
} as const;
