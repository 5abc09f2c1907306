import { z } from 'zod';
import { defineEndpoint, looseString, table, wireString } from '../endpoint';

// Mandates (seed 002 sections 3, 5 and 7): the e-mandates (eNACH, UPI Autopay) and one-time mandates
// registered under a folio, the folio's banks an e-mandate may debit and the check that a bank takes
// e-mandates, the frequencies, and the two registrations. The e-mandate list's path is not shown in
// the seeds; /GetEnachMandateDetails is the project's (docs/upstream-protocol.md).

const mdy = z.string().regex(/^\d{2}\/\d{2}\/\d{4}$/);

const listParams = z.object({ Fund: wireString, PAN: z.string().min(1), uid: z.string().min(1), customfund: wireString, acno: wireString });

/** An existing mandate row (seed 002 section 3); dates DD/MM/YYYY, Amt the maximum debit. */
const mandateRow = {
  'BANK A/C NO': looseString,
  GM_ifsc: z.string(),
  'BANK NAME': z.string(),
  /** Empty while the registration awaits the investor. */
  UMRNNO: z.string(),
  'MANDATE START DATE': z.string(),
  'MANDATE END DATE': z.string(),
  Amt: looseString,
  /** Beyond the seed: the instalments of live SIPs already drawing on the mandate, in rupees. */
  SIPAmt: looseString.optional(),
  /** Beyond the seed: Active, or Pending for a registration the investor has not yet authorised. */
  Status: z.string().optional(),
  /** Beyond the seed: the registration's reference, the row's identity before a UMRN is issued. */
  RegRef: z.string().optional(),
};

/** The eNACH mandates of a folio (active, then pending registrations), or its UPI Autopay ones with `source` UAUTO. */
export const emandateList = defineEndpoint({
  name: 'emandateList',
  path: '/GetEnachMandateDetails',
  method: 'GET',
  auth: true,
  params: listParams.extend({ source: z.literal('UAUTO').optional() }),
  answer: z.object({ Table1: table(z.object(mandateRow)) }),
});

/** The active one-time mandates of a folio; Mode AO (AOTM) or KO (KOTM). */
export const otmSipDetails = defineEndpoint({
  name: 'otmSipDetails',
  path: '/FetchOTMSIPDetails',
  method: 'GET',
  auth: true,
  params: listParams,
  answer: z.object({ Table1: table(z.object({ ...mandateRow, maskedbankacno: z.string(), Mode: z.enum(['AO', 'KO']) })) }),
});
export type MandateListRow = z.output<typeof emandateList.answer>['Table1'][number];

/** The folio's banks an e-mandate may debit. KeyVal is 'ifsc|account type|account number|bank code'. */
export const enachBanksByFolio = defineEndpoint({
  name: 'enachBanksByFolio',
  path: '/GetEnachBankByFolio',
  method: 'GET',
  auth: true,
  params: z.object({ fund: wireString, pan: z.string().min(1), acno: wireString }),
  answer: z.object({ DtData: table(z.object({ KeyVal: z.string().min(1), bankname: z.string() })) }),
});

/** Whether the bank of an IFSC takes e-mandates: Error_Message 'Success' when it does. */
export const enachBankValid = defineEndpoint({
  name: 'enachBankValid',
  path: '/ktrack_enach_bank_valid',
  method: 'GET',
  auth: true,
  params: z.object({ i_ifsc: z.string().min(1) }),
  answer: z.object({ Dtinformation: table(z.object({ Error_Message: z.string() })) }),
});

export const enachFrequencies = defineEndpoint({
  name: 'enachFrequencies',
  path: '/GetEnachFrequency',
  method: 'GET',
  auth: true,
  params: z.object({}),
  answer: z.object({ DtData: table(z.object({ Interpretation: z.string().min(1) })) }),
});

/**
 * A registration's parameters. RequestRef (beyond the seed) is the caller's reference, the same for
 * every attempt at one registration: the registrar makes one mandate per reference and answers a
 * repeat with the same en_ihno.
 */
const registrationParams = z.object({
  Email: z.string().min(1),
  Contact: z.string().min(1),
  Name: z.string().min(1),
  Pan: z.string().min(1),
  invdistflag: z.literal('M'),
  customfund: wireString,
  arncode: z.string().min(1),
  frequency: z.string().min(1),
  acno: wireString,
  startdate: mdy,
  enddate: mdy,
  txnamount: wireString,
  bank_code: z.string(),
  BankName: z.string().min(1),
  bank_acno: z.string().min(1),
  bank_ifsc: z.string().min(1),
  RequestRef: z.string().min(8).max(64),
});
const registrationAnswer = z.object({ DtData: table(z.object({ en_ihno: looseString })) });

export const enachRegistration = defineEndpoint({
  name: 'enachRegistration',
  path: '/enachregdbilldesk',
  method: 'GET',
  auth: true,
  params: registrationParams,
  answer: registrationAnswer,
});

export const upiRegistration = defineEndpoint({
  name: 'upiRegistration',
  path: '/Upiregdbilldesk',
  method: 'GET',
  auth: true,
  params: registrationParams,
  answer: registrationAnswer,
});
