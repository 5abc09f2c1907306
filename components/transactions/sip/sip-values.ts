import type { SipMode, SipValues } from '@/lib/forms/sip/sip';
import { cleanNameInput, DEFAULT_COUNTRY_CODE } from '@/lib/rules/contact';

/** The mandate a mandate-mode form draws on, as the page hands it down. */
export interface SipMandate {
  acno: string;
  umrn: string;
  bankName: string;
  accountNo: string;
  maxAmount: number;
  /** What is left of the maximum once the SIPs already drawing on it are paid, when known. */
  headroom?: number;
  startDate: string;
  endDate: string;
}

export interface SipStart {
  mode: SipMode;
  arn: string;
  investor: { name: string; email: string | null; mobile: string | null };
  mandate: SipMandate | null;
  /** The registrar holds no nomination for the investor: a new folio's SIP asks for its own. */
  nominationAsked: boolean;
}

/** A blank form of the mode, keeping the SIP type (a type change resets everything else). */
export function blankSip({ mode, arn, investor, mandate, nominationAsked }: SipStart, sipType: SipValues['sipType'] = 'NEW'): SipValues {
  return {
    mode, sipType: mode === 'FOLIO' ? sipType : 'EXISTING',
    investorName: cleanNameInput(investor.name), emailFamily: 'SE', email: investor.email ?? '', mobileFamily: 'SE', countryCode: DEFAULT_COUNTRY_CODE,
    mobile: investor.mobile ?? '', folio: mandate?.acno ?? '', schemeType: 'NEW', category: '', scheme: '', multiples: '',
    arnCode: arn, subArnCode: '', subBrokerCode: '', euinDeclaration: 'YES', euin: '',
    frequency: '', minInstallments: '', minAmount: '', installments: '', sipDay: '', startDate: '', endDate: '', perpetual: false,
    amount: '', lumpsum: '', lumpsumMin: '', topUp: 'N', topUpFrequency: 'H', topUpAmount: '', topUpStart: '', topUpEnd: '',
    chhoti: false, chhotiScheme: 'N',
    nominationAsked: nominationAsked && mode === 'FOLIO' && sipType === 'NEW', wishNotToNominate: false, nominees: [],
    mandateMax: mandate ? String(mandate.maxAmount) : '', mandateStart: mandate?.startDate ?? '', mandateEnd: mandate?.endDate ?? '',
  };
}

/** The form's first values: a draft of the same mode restored over the blank one; what is on record wins. */
export function initialSip(start: SipStart, draft: SipValues | null): SipValues {
  const blank = blankSip(start, draft?.sipType);
  const restored = draft && draft.mode === start.mode ? { ...blank, ...draft } : blank;
  const fixed = blankSip(start, restored.sipType);
  return {
    ...restored,
    arnCode: start.arn,
    // Whether the nomination is asked is the registrar's word today, not the draft's.
    nominationAsked: fixed.nominationAsked,
    ...(start.mandate ? { folio: fixed.folio, mandateMax: fixed.mandateMax, mandateStart: fixed.mandateStart, mandateEnd: fixed.mandateEnd } : {}),
    ...(start.investor.email ? { email: start.investor.email } : {}),
    ...(start.investor.mobile ? { mobile: start.investor.mobile, countryCode: DEFAULT_COUNTRY_CODE } : {}),
  };
}
