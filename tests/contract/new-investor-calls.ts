import { ANITA, DEMO } from '../../sandbox/seed/fixtures';

// A new investor's application as the contract tests submit it: the nominee saved ahead of it, and the
// lumpsum submit's fields for an applicant (Anita unless told otherwise), execution-only, under a reference.

export interface Applicant {
  pan: string;
  name: string;
  email: string;
  mobile: string;
}

export const NOMINEE = {
  name: 'Sunil Verma', sharePercentage: '100', idType: 'PAN', idNumber: 'CQRPV3344M', relation: 'Spouse', mobileNumber: '9811002200',
  email: 'sunil@example.com', address: '12 MG Road', address2: '', address3: '', state: 'Karnataka', city: 'Bengaluru', country: 'India',
  pinCode: '560001', dob: '03/02/1985', guardianName: '', isMinor: 'N' as const, inCapacitation: 'N' as const,
  inCapacitationAmountorPercentageCheck: '', inCapacitationAmount: '',
};

export const applicationParams = (nomId: string, ref: string, investor: Applicant = ANITA) => ({
  i_fund: '117', i_scheme: 'FC', i_plan: 'RG', i_option: 'G', i_amount: '5000', i_disitributorid: DEMO.arn, i_EUINno: '', i_EUINflag: 'Y' as const,
  i_entby: DEMO.userId, i_pangno: investor.pan, i_fname: investor.name, i_email: investor.email, i_invgender: 'F', i_dob: '04/27/1988',
  i_mobileno: investor.mobile, pEmailFlag: 'SE', pMobileFlag: 'SE', i_category: '11', i_Ckyc: 'Y' as const, i_Occpn: '01', i_income: '5-10 Lacs', i_invadd: '21 Carter Road',
  i_invcountry: 'India', i_invstate: 'Maharashtra', i_invcity: 'Mumbai', i_invpin: '400001', i_jholder1: '', i_jh1pan: '', i_jh1dob: '',
  i_jholder2: '', i_jh2pan: '', i_jh2dob: '', Countrycode1: '+91', Countrycode2: '', Countrycode3: '', TINValidated1: 'N' as const,
  TINValidated2: 'N' as const, TINValidated3: 'N' as const, i_Nominee: 'Y' as const, Nomslno: nomId, i_ifsc: 'SBIN0000300',
  i_bankacno: '123456789012', i_acctype: '11', i_bankname: 'STATE BANK OF INDIA', i_pennydrop: 'Y' as const, i_paymode: 'Net Banking',
  i_depbankname: 'SBI', i_appldt: '11/24/2026', i_genMOH: '1' as const, i_RequestRef: ref,
});
