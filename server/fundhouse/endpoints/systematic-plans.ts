import { z } from 'zod';
import { defineEndpoint, looseString, table, wireString } from '../endpoint';

// Systematic withdrawal and transfer plans (seed 001 sections 3 and 7): the option lists the forms
// read and the saves that register a plan, pending the investor's approval. Dates travel MM/DD/YYYY.

const mdy = z.string().regex(/^\d{2}\/\d{2}\/\d{4}$/);

/**
 * The plans' option lists, by `opt`: SWPW withdrawal options (Description), SWF and SF the SWP and STP
 * frequencies (FrequencyID, FrequencyDescription, Minimum_Instalment), SWPD and STPD the days a
 * withdrawal or transfer may fall on (sip_cycleid); SIP a new investor's iSIP frequencies (FrequencyID,
 * Frequency, Minimum_Instalment) or, with astscheme, the scheme's SIP days.
 */
export const swpOptions = defineEndpoint({
  name: 'swpOptions',
  path: '/swpOptions',
  method: 'GET',
  auth: true,
  params: z.object({ opt: z.enum(['SWPW', 'SWF', 'SWPD', 'SF', 'STPD', 'SIP']), fund: wireString, astscheme: z.string().optional() }),
  answer: z.object({
    Dtinformation: table(
      z.object({
        Description: z.string().optional(),
        FrequencyID: z.string().optional(),
        FrequencyDescription: z.string().optional(),
        Frequency: z.string().optional(),
        Minimum_Instalment: looseString.optional(),
        sip_cycleid: looseString.optional(),
      }),
    ),
  }),
});

/**
 * Registers an SWP (confirm step). POST with the caller's RequestRef: one plan per reference, a repeat
 * answers the same RefNo. Withdrawaltype is the option (Fixed or Appreciation), Optn the scheme's option.
 */
export const saveSwp = defineEndpoint({
  name: 'saveSwp',
  path: '/SWPDetailsSave_WEB',
  method: 'POST',
  auth: true,
  params: z.object({
    Trtype: z.literal('SWP'),
    Withdrawaltype: z.string().min(1),
    Optn: z.string().min(1),
    Noofwithdrawals: wireString,
    Enddt: mdy,
    Stdt: mdy,
    Scheme: z.string().min(1),
    Plan: z.string().min(1),
    Freq: z.string().min(1),
    Swpday: wireString,
    Amount: wireString,
    Acno: wireString,
    Fund: wireString,
    Pan: wireString,
    Agent: wireString,
    RequestRef: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  }),
  answer: z.object({ Table1: table(z.object({ RefNo: looseString })) }),
});

/**
 * Registers an STP (confirm step), seed 001 section 7. Stpoption is the STP's option (Fixed or Capital
 * Appreciation); Tooption the option of the scheme transferred into. POST with RequestRef, as above.
 */
export const saveStp = defineEndpoint({
  name: 'saveStp',
  path: '/SaveSTPconfirmationWeb',
  method: 'POST',
  auth: true,
  params: z.object({
    Trtype: z.literal('STP'),
    Stpday: wireString,
    NoofTransfer: wireString,
    Enddt: mdy,
    Stdt: mdy,
    Scheme: z.string().min(1),
    Plan: z.string().min(1),
    Option: z.string().min(1),
    ToScheme: z.string().min(1),
    Toplan: z.string().min(1),
    Tooption: z.string().min(1),
    Stpoption: z.string(),
    Freq: z.string().min(1),
    Amount: wireString,
    Euin: z.string(),
    Acno: wireString,
    Fund: wireString,
    Pan: wireString,
    Agent: wireString,
    RequestRef: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  }),
  answer: z.object({ DtData: table(z.object({ appno: looseString })) }),
});
