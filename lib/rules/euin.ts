// The EUIN register: an employee's code (E and six digits) belongs to one ARN. The registrar's verdict
// on an EUIN for an ARN is one of three phrases; its EUIN check (/Validate_Euin), its refusals of an
// order's EUIN, the portal's link forms and the firm's member invitation all read them from here.
// Whether the certification behind a code has lapsed is lib/rules/euin-certification.ts. Zod-free.

/** E followed by six digits, as the register holds codes. */
export const EUIN_PATTERN = /^E\d{6}$/;

export const EUIN_MESSAGES = {
  valid: 'Valid EUIN',
  invalid: 'Invalid EUIN',
  otherArn: 'EUIN does not belong to the ARN',
} as const;

/** An EUIN as the register keys it: trimmed, upper-cased. */
export const normaliseEuin = (code: string) => code.trim().toUpperCase();
