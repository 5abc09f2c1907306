import { formatIndian } from '../money';
import { CHHOTI_SIP_AMOUNT, CHHOTI_SIP_MAX_PER_PAN } from './regulations';

// Chhoti SIP (SEBI 2025, see ./regulations.ts): the one home of its conditions and wording. The SIP
// form offers it and checks it, the BFF checks it again with the registrar's scheme flag and the
// mandate it holds, and the registrar (the sandbox) refuses a Chhoti SIP that breaks any condition,
// counting the PAN's Chhoti SIPs, which only it can see.

export { CHHOTI_SIP_AMOUNT, CHHOTI_SIP_MAX_PER_PAN };

/** The only frequency and option a Chhoti SIP takes. */
export const CHHOTI_SIP_FREQUENCY = 'M';
export const CHHOTI_SIP_OPTION = 'G';
/** Paid only by an eNACH (NACH) or UPI AutoPay mandate. */
export const CHHOTI_SIP_PAYMENTS = ['ENACH', 'UPI'] as const;

export const CHHOTI_SIP_LABEL = `Chhoti SIP (Rs ${CHHOTI_SIP_AMOUNT})`;

/** What the form says beside the choice. */
export const CHHOTI_SIP_CONDITIONS = [
  `₹${CHHOTI_SIP_AMOUNT} a month, in the growth option of a scheme that offers it; no top-up.`,
  'Paid only by an eNACH or UPI AutoPay mandate.',
  `At most ${CHHOTI_SIP_MAX_PER_PAN} Chhoti SIPs per PAN across all fund houses.`,
] as const;

export const CHHOTI_SIP_MESSAGES = {
  notEligible: 'This scheme does not offer a Chhoti SIP',
  growthOnly: 'A Chhoti SIP is only for the growth option of a scheme',
  payment: 'A Chhoti SIP is paid only by an eNACH or UPI AutoPay mandate',
  monthly: 'A Chhoti SIP is a monthly SIP',
  amount: `A Chhoti SIP instalment is ₹${formatIndian(CHHOTI_SIP_AMOUNT)}`,
  topUp: `A Chhoti SIP stays at ₹${formatIndian(CHHOTI_SIP_AMOUNT)}: it takes no top-up`,
  perPan: `This PAN already has ${CHHOTI_SIP_MAX_PER_PAN} Chhoti SIPs, the most one investor may have across fund houses`,
} as const;

export type ChhotiSipProblem = keyof typeof CHHOTI_SIP_MESSAGES;

export interface ChhotiSipTerms {
  /** The registrar's flag: the scheme takes Chhoti SIPs. */
  eligible: boolean;
  /** The scheme's option code (G growth, D IDCW). */
  option: string;
  /** ENACH, UPI (AutoPay), or any other way of paying. */
  payment: string;
  /** M or Q. */
  frequency: string;
  /** Whole rupees, or null when not a number. */
  amount: number | null;
  topUp: boolean;
}

/** The first condition a Chhoti SIP breaks, or null. */
export function chhotiSipProblem(t: ChhotiSipTerms): ChhotiSipProblem | null {
  if (!t.eligible) return 'notEligible';
  if (t.option !== CHHOTI_SIP_OPTION) return 'growthOnly';
  if (!(CHHOTI_SIP_PAYMENTS as readonly string[]).includes(t.payment)) return 'payment';
  if (t.frequency !== CHHOTI_SIP_FREQUENCY) return 'monthly';
  if (t.amount !== CHHOTI_SIP_AMOUNT) return 'amount';
  if (t.topUp) return 'topUp';
  return null;
}

/** Whether the form offers the choice: an eligible scheme's growth option (payment is explained, not hidden). */
export const offersChhotiSip = (eligible: boolean, option: string | undefined) => eligible && option === CHHOTI_SIP_OPTION;

/** With `existing` Chhoti SIPs on the PAN already, whether one more is refused. */
export const chhotiSipCountProblem = (existing: number): ChhotiSipProblem | null => (existing >= CHHOTI_SIP_MAX_PER_PAN ? 'perPan' : null);
