import { z } from 'zod';
import { defineEndpoint, looseString, table, wireString } from '../endpoint';
import { requestRef } from './redemption';

// The new investor's application (seed 002 section 7, "New investor"): the bank account by IFSC, the
// payment banks, the iSIP frequencies and period, the nominee save and the two submits that open the
// investor's folio on the distributor's book, pending the investor's authorisation.

const yn = z.enum(['Y', 'N']);

/** The branch of an IFSC (or MICR); no rows when neither is known. */
export const bankByIfsc = defineEndpoint({
  name: 'bankByIfsc',
  path: '/GetBankByIFSCorMICR',
  method: 'GET',
  auth: true,
  params: z.object({ ifsc: z.string().min(1).max(11) }),
  answer: z.object({
    Dtinformation: table(
      z.object({ bankname: z.string(), bankadd1: z.string(), bankadd2: z.string(), bankadd3: z.string(), bankcity: z.string(), bankpin: looseString, micrno: looseString }),
    ),
  }),
});

/** The banks the investor may pay from (Trtype NEW for lumpsum, SIP for iSIP). */
export const paymentBanks = defineEndpoint({
  name: 'paymentBanks',
  path: '/GetBanks_Mirae',
  method: 'GET',
  auth: true,
  params: z.object({ Trtype: z.enum(['NEW', 'SIP']) }),
  answer: z.object({ DtData: table(z.object({ gb_Bankcode: z.string(), gb_Bankname: z.string() })) }),
});

const nomineeWire = z.object({
  name: z.string(), sharePercentage: looseString, idType: z.string(), idNumber: z.string(), relation: z.string(), mobileNumber: z.string(),
  email: z.string(), address: z.string(), address2: z.string(), address3: z.string(), state: z.string(), city: z.string(),
  country: z.string(), pinCode: z.string(), dob: z.string(), guardianName: z.string(), isMinor: yn, inCapacitation: yn,
  inCapacitationAmountorPercentageCheck: z.string(), inCapacitationAmount: z.string(),
});
export type NomineeWire = z.input<typeof nomineeWire>;

/**
 * Saves the nominees (empty values as empty strings) ahead of the submit; nom_id is what the submit names as
 * Nomslno. How many a folio may have is a rule (lib/rules/regulations.ts) both sides check, not the wire's shape.
 */
export const saveNewInvestorNominees = defineEndpoint({
  name: 'saveNewInvestorNominees',
  path: '/save-nominee-new-purchase',
  method: 'POST',
  auth: true,
  params: z.object({ pan: z.string().min(1).max(10), arn: z.string().min(1), IWishToNominate: yn, nominees: z.array(nomineeWire) }),
  answer: z.object({ Dtinformation: table(z.object({ nom_id: looseString })) }),
});

const applicationParams = z.object({
  i_fund: wireString, i_scheme: z.string().min(1), i_plan: z.string().min(1), i_option: z.string().min(1), i_amount: looseString,
  i_disitributorid: z.string().min(1), i_EUINno: z.string(), i_EUINflag: yn, i_entby: z.string().min(1),
  i_pangno: z.string().min(1).max(10), i_fname: z.string().min(1), i_email: z.string().min(1), i_invgender: z.string(), i_dob: z.string(),
  i_mobileno: z.string().min(1),
  /** Whose the first holder's e-mail and mobile are (the family description codes, SE to GD; empty: none given). */
  pEmailFlag: z.string(), pMobileFlag: z.string(),
  i_category: z.string(), i_Ckyc: yn, i_Occpn: z.string(), i_income: z.string(),
  i_invadd: z.string(), i_invcountry: z.string(), i_invstate: z.string(), i_invcity: z.string(), i_invpin: z.string(),
  i_jholder1: z.string(), i_jh1pan: z.string(), i_jh1dob: z.string(), i_jholder2: z.string(), i_jh2pan: z.string(), i_jh2dob: z.string(),
  /** Whose each joint holder's e-mail and mobile are (the same codes as the first holder's; empty: no such holder). */
  i_jt1emailrelationship: z.string().default(''), i_jt1mobilerelationship: z.string().default(''),
  i_jt2emailrelationship: z.string().default(''), i_jt2mobilerelationship: z.string().default(''),
  Countrycode1: z.string(), Countrycode2: z.string(), Countrycode3: z.string(),
  TINValidated1: yn, TINValidated2: yn, TINValidated3: yn,
  i_Nominee: yn, Nomslno: looseString,
  i_ifsc: z.string().min(1), i_bankacno: z.string().min(1), i_acctype: z.string().min(1), i_bankname: z.string().min(1), i_pennydrop: yn,
  i_paymode: z.string().min(1), i_depbankname: z.string().min(1), i_appldt: z.string().min(1), i_genMOH: z.enum(['1', '4']),
  /** The caller's reference of this application (the project's own field): one application per reference. */
  i_RequestRef: requestRef,
});

/** What the sandbox reads of either submit. */
export type ApplicationParams = z.output<typeof applicationParams>;

const applicationRow = z.object({ Schdesc: z.string(), appno: looseString, Amount: looseString });
const submitted = z.object({ DtData: table(applicationRow) });

export const newInvestorLumpsumSubmit = defineEndpoint({
  name: 'newInvestorLumpsumSubmit',
  path: '/new_investor_lumpsum_submit',
  method: 'POST',
  auth: true,
  params: applicationParams.extend({ i_trtype: z.literal('NEW') }),
  answer: submitted,
});

export const newInvestorSipSubmit = defineEndpoint({
  name: 'newInvestorSipSubmit',
  path: '/new_investor_sip_submit',
  method: 'POST',
  auth: true,
  params: applicationParams.extend({
    i_trtype: z.literal('SIP'), i_sipflag: z.literal('Y'), i_frequency: z.string().min(1), i_noofinst: looseString,
    i_sipstartdt: z.string().min(1), i_sipenddt: z.string().min(1), i_GoalAmount: looseString, i_Goalsip: yn,
    Topupflag: yn, TopupFrequency: z.enum(['Y', 'H', '']), TopupAmount: looseString, TopupStartDate: z.string(), TopupEnddate: z.string(),
  }),
  answer: submitted.extend({ Table3: table(z.object({ Distributor_name: z.string() })) }),
});

/**
 * The application either submit made under the caller's i_RequestRef, or no rows when none was made
 * (the project's own look-up, docs/upstream-protocol.md): how the portal learns what became of a submit
 * whose answer was lost.
 */
export const newInvestorApplicationByRequestRef = defineEndpoint({
  name: 'newInvestorApplicationByRequestRef',
  path: '/GetNewInvestorApplicationByRequestRef',
  method: 'GET',
  auth: true,
  params: z.object({ Fund: wireString, RequestRef: requestRef }),
  answer: submitted,
});
