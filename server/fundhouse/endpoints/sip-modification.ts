import { z } from 'zod';
import { defineEndpoint, looseString, table, wireString } from '../endpoint';

// SIP modification (seed 002 sections 4.4, 5 and 7): the end-date calculation and the submit. Dates
// travel as MM/DD/YYYY.

const mdy = z.string().regex(/^\d{2}\/\d{2}\/\d{4}$/);
const mdyOrEmpty = z.union([mdy, z.literal('')]);

/**
 * The modified SIP's first and last instalment dates for a SIP day, frequency and number of
 * installments (NoOfInstallment empty for a perpetual SIP). A count the registrar will not take is
 * refused with 'Enter Valid Number of Installments'.
 */
export const sipModificationDates = defineEndpoint({
  name: 'sipModificationDates',
  path: '/ISIPModificationDates',
  method: 'GET',
  auth: true,
  params: z.object({
    i_fund: wireString,
    SIPDay: wireString,
    SIPStartDate: mdyOrEmpty,
    Frequency: z.string(),
    NoOfInstallment: z.union([z.string(), z.number()]).transform(String),
    SIPtype: z.string(),
    Urnno: z.string(),
    Ihno: wireString,
    scheme: wireString,
    folio: wireString,
  }),
  answer: z.object({ DtData: table(z.object({ SIP_StartDate: mdy, SIP_EndDate: mdy })) }),
});

/**
 * Submits the modification of a live SIP for the investor's approval: /ISIPModification, named in seed 000
 * section 7 (its payload is seed 002's). Existing values travel plain, modified ones with an M prefix. It creates something, so the portal posts it (a POST is never retried) and names each
 * attempt with RequestRef: the registrar records one modification per reference and answers a
 * repeat with the same IHNO.
 */
export const saveSipModification = defineEndpoint({
  name: 'saveSipModification',
  path: '/ISIPModification',
  method: 'POST',
  auth: true,
  params: z.object({
    i_fund: wireString,
    i_folio: wireString,
    Trdate: mdy,
    trtype: z.literal('SIPM'),
    Branch: z.string(),
    Entby: wireString,
    Distributor: wireString,
    Scheme: wireString,
    Plan: z.string(),
    Option: z.string(),
    Frequency: z.string(),
    SIPDay: wireString,
    StartDate: mdy,
    EndDate: mdy,
    NoOfInstallment: wireString,
    Amount: wireString,
    MScheme: wireString,
    MPlan: z.string(),
    MOption: z.string(),
    MFrequency: z.string(),
    MSIPDay: wireString,
    MStartDate: mdy,
    MEndDate: mdy,
    MNoOfInstallment: z.union([z.string(), z.number()]).transform(String),
    MAmount: wireString,
    PerpetualSIP: z.enum(['Y', 'N']),
    IpAddress: z.string(),
    OIhno: wireString,
    Pan: wireString,
    SipType: z.string(),
    urno: z.string(),
    RequestRef: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  }),
  answer: z.object({ Dtinformation: table(z.object({ Error_code: looseString, IHNO: looseString })) }),
});
