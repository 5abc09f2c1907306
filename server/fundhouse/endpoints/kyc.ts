import { z } from 'zod';
import { defineEndpoint, table, wireString } from '../endpoint';

// Checks against outside registers: the KYC registration agency and the tax-identification (FATCA) record.

/** KYCBlock N: KYC registered and not blocked. A PAN the KRA does not know answers no rows. */
export const kraCheck = defineEndpoint({
  name: 'kraCheck',
  path: '/dist_ChkpanexistsinKRA',
  method: 'GET',
  auth: true,
  params: z.object({ fund: wireString, userid: z.string(), i_pan: z.string() }),
  answer: z.object({ DtData: table(z.object({ KYCBlock: z.enum(['Y', 'N']), Name: z.string() })) }),
});

/**
 * The tax-identification (FATCA) check run before an investment. Not a table envelope: statusCode
 * '200' means the declaration is on record; any other code carries the reasons in responseModel.
 */
export const taxIdentificationCheck = defineEndpoint({
  name: 'taxIdentificationCheck',
  path: '/PANValidateTIN',
  method: 'GET',
  auth: true,
  params: z.object({ PAN: z.string(), TINFormat: z.literal('Individuals') }),
  answer: z.object({
    statusCode: z.string(),
    responseModel: z.array(z.object({ resCode: z.string(), resMessage: z.string() })).default([]),
    statusMessage: z.string(),
  }),
});
