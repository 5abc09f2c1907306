import { z } from 'zod';
import { NOMINEE_TEXT_MAX, INDIAN_STATES } from './empanelment-nominee-fields';

export { NOMINEE_TEXT_MAX, INDIAN_STATES } from './empanelment-nominee-fields';

// Step 3 of distributor empanelment: the nominee (seed 002 section 5, "Empanelment nominee").

export const NOMINEE_MESSAGES = {
  nameMandatory: 'Nominee Name is mandatory',
  addressMandatory: 'Nominee Address is mandatory',
  stateMandatory: 'State is mandatory',
  cityMandatory: 'City is mandatory',
  pincodeMandatory: 'Pincode is mandatory',
  pincode: 'Enter a valid Pincode',
  tooLong: (label: string) => `${label} should not exceed ${NOMINEE_TEXT_MAX} characters`,
} as const;

const text = (label: string) => z.string().trim().max(NOMINEE_TEXT_MAX, NOMINEE_MESSAGES.tooLong(label));
const mandatoryText = (label: string, message: string) =>
  z.string({ error: message }).trim().max(NOMINEE_TEXT_MAX, NOMINEE_MESSAGES.tooLong(label)).min(1, message);

export const empanelmentNomineeSchema = z.object({
  nomineeName: mandatoryText('Nominee Name', NOMINEE_MESSAGES.nameMandatory),
  nomineeAdd1: mandatoryText('Address Line 1', NOMINEE_MESSAGES.addressMandatory),
  nomineeAdd2: text('Address Line 2'),
  nomineeAdd3: text('Address Line 3'),
  state: z
    .string({ error: NOMINEE_MESSAGES.stateMandatory })
    .trim()
    .refine((v) => (INDIAN_STATES as readonly string[]).includes(v), NOMINEE_MESSAGES.stateMandatory),
  city: mandatoryText('City', NOMINEE_MESSAGES.cityMandatory),
  pincode: z
    .string({ error: NOMINEE_MESSAGES.pincodeMandatory })
    .trim()
    .min(1, { message: NOMINEE_MESSAGES.pincodeMandatory, abort: true })
    .regex(/^[1-9]\d{5}$/, NOMINEE_MESSAGES.pincode),
});

export type EmpanelmentNomineeInput = z.input<typeof empanelmentNomineeSchema>;
export type EmpanelmentNominee = z.output<typeof empanelmentNomineeSchema>;

/** Lines 2 and 3 follow line 1 directly, as the registrar takes the address. */
export function nomineeAddress(n: Pick<EmpanelmentNominee, 'nomineeAdd1' | 'nomineeAdd2' | 'nomineeAdd3'>): string {
  return `${n.nomineeAdd1}${n.nomineeAdd2}${n.nomineeAdd3}`;
}
