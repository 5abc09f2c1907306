import { formatIndian } from '../money';
import { CHHOTI_SIP_AMOUNT, CHHOTI_SIP_MAX_PER_PAN, CHHOTI_SIP_MIN_INSTALMENTS } from './regulations';

// Chhoti SIP (SEBI 2025, see ./regulations.ts): the one home of its conditions, wording and the
// registrar's reason codes. The SIP form offers it only where these allow it and checks it, the BFF
// checks it again with the registrar's scheme flag and investor standing, and the registrar (the
// sandbox) refuses a Chhoti SIP that breaks any condition, with the code and words below: only it can
// see the PAN's other investments and Chhoti SIPs across fund houses.

export { CHHOTI_SIP_AMOUNT, CHHOTI_SIP_MAX_PER_PAN, CHHOTI_SIP_MIN_INSTALMENTS };

/** The only frequency and option a Chhoti SIP takes. */
export const CHHOTI_SIP_FREQUENCY = 'M';
export const CHHOTI_SIP_OPTION = 'G';
/** Paid only by an eNACH (NACH) or UPI AutoPay mandate. */
export const CHHOTI_SIP_PAYMENTS = ['ENACH', 'UPI'] as const;
/** SEBI's scheme categories a Chhoti SIP is not allowed in, whatever the fund house offers. */
export const CHHOTI_SIP_EXCLUDED_KINDS = ['Debt', 'Sectoral/Thematic', 'Small Cap', 'Mid Cap'] as const;

export const CHHOTI_SIP_LABEL = `Chhoti SIP (Rs ${CHHOTI_SIP_AMOUNT})`;

/** What the form says beside the choice. */
export const CHHOTI_SIP_CONDITIONS = [
  `₹${CHHOTI_SIP_AMOUNT} a month for at least ${CHHOTI_SIP_MIN_INSTALMENTS} instalments, in the growth option of a scheme that offers it; no top-up.`,
  'Only for an investor new to mutual funds: no other SIP or lumpsum investment in any fund house.',
  'Paid only by an eNACH or UPI AutoPay mandate.',
  `At most ${CHHOTI_SIP_MAX_PER_PAN} Chhoti SIPs per PAN across all fund houses.`,
] as const;

export const CHHOTI_SIP_MESSAGES = {
  notEligible: 'This scheme does not offer a Chhoti SIP',
  schemeKind: 'A Chhoti SIP is not allowed in debt, sectoral or thematic, small-cap or mid-cap schemes',
  growthOnly: 'A Chhoti SIP is only for the growth option of a scheme',
  payment: 'A Chhoti SIP is paid only by an eNACH or UPI AutoPay mandate',
  monthly: 'A Chhoti SIP is a monthly SIP',
  amount: `A Chhoti SIP instalment is ₹${formatIndian(CHHOTI_SIP_AMOUNT)}`,
  installments: `A Chhoti SIP is a commitment of at least ${CHHOTI_SIP_MIN_INSTALMENTS} monthly instalments`,
  topUp: `A Chhoti SIP stays at ₹${formatIndian(CHHOTI_SIP_AMOUNT)}: it takes no top-up`,
  lumpsum: 'A Chhoti SIP is registered without a lumpsum payment',
  newInvestor: 'A Chhoti SIP is only for an investor new to mutual funds: this PAN already has a SIP or lumpsum investment',
  perPan: `This PAN already has ${CHHOTI_SIP_MAX_PER_PAN} Chhoti SIPs, the most one investor may have across fund houses`,
} as const;

export type ChhotiSipProblem = keyof typeof CHHOTI_SIP_MESSAGES;

/** The registrar's reason code of each refusal (the project's own; docs/upstream-protocol.md lists them). */
export const CHHOTI_SIP_CODES: Readonly<Record<ChhotiSipProblem, number>> = {
  notEligible: 151, schemeKind: 152, growthOnly: 153, payment: 154, monthly: 155, amount: 156,
  installments: 157, topUp: 158, lumpsum: 159, newInvestor: 160, perPan: 161,
};

export interface ChhotiSipTerms {
  /** The registrar's flag: the scheme takes Chhoti SIPs. */
  eligible: boolean;
  /** The scheme's SEBI category where known (the registrar knows it; the portal reads its flag instead). */
  kind?: string;
  /** The scheme's option code (G growth, D IDCW). */
  option: string;
  /** ENACH, UPI (AutoPay), or any other way of paying. */
  payment: string;
  /** M or Q. */
  frequency: string;
  /** Whole rupees, or null when not a number. */
  amount: number | null;
  /** The instalments committed to; null for a perpetual SIP, or a count not given yet (its own check says so). */
  installments: number | null;
  topUp: boolean;
  /** A lumpsum paid with the registration. */
  lumpsum: boolean;
}

/** The first condition of the SIP's own terms a Chhoti SIP breaks, or null. */
export function chhotiSipProblem(t: ChhotiSipTerms): ChhotiSipProblem | null {
  if (t.kind !== undefined && (CHHOTI_SIP_EXCLUDED_KINDS as readonly string[]).includes(t.kind)) return 'schemeKind';
  if (!t.eligible) return 'notEligible';
  if (t.option !== CHHOTI_SIP_OPTION) return 'growthOnly';
  if (!(CHHOTI_SIP_PAYMENTS as readonly string[]).includes(t.payment)) return 'payment';
  if (t.frequency !== CHHOTI_SIP_FREQUENCY) return 'monthly';
  if (t.amount !== CHHOTI_SIP_AMOUNT) return 'amount';
  if (t.installments !== null && t.installments < CHHOTI_SIP_MIN_INSTALMENTS) return 'installments';
  if (t.topUp) return 'topUp';
  if (t.lumpsum) return 'lumpsum';
  return null;
}

/** Whether the registrar flags a scheme of this SEBI category as offering one, given the fund house offers it there. */
export const chhotiSipSchemeAllowed = (offered: boolean, kind: string) => offered && !(CHHOTI_SIP_EXCLUDED_KINDS as readonly string[]).includes(kind);

export interface ChhotiSipInvestor {
  /** The PAN's SIPs, purchases and holdings in any fund house, other than its Chhoti SIPs and what they bought. */
  otherInvestments: number;
  /** The PAN's Chhoti SIPs pending approval or live, in every fund house. */
  chhotiSips: number;
}

/** Why the investor may not take one more Chhoti SIP, or null. */
export function chhotiSipInvestorProblem(i: ChhotiSipInvestor): ChhotiSipProblem | null {
  if (i.otherInvestments > 0) return 'newInvestor';
  if (i.chhotiSips >= CHHOTI_SIP_MAX_PER_PAN) return 'perPan';
  return null;
}

/** Whether the form offers the choice: an eligible scheme's growth option (payment is explained, not hidden). */
export const offersChhotiSip = (eligible: boolean, option: string | undefined) => eligible && option === CHHOTI_SIP_OPTION;
