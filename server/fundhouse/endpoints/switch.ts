import { z } from 'zod';
import { defineEndpoint, looseString, table, wireString } from '../endpoint';
import { requestRef } from './redemption';

// Switch (seed 001 sections 2–5 and 7): the save. The form reads the fund list and the switch-in
// schemes (getOtherSchemesSwitch) of purchase.ts, and the exit load of redemption.ts.

/**
 * Creates the switch, pending the investor's authorisation; DtData[0].REFNO is its reference. The seed
 * names no path for it, so it follows the redemption save's name. i_OTP is the random six-digit number
 * the seed puts in the switch payload. EUINFlag Y declares the sale execution-only (EuinCode empty).
 * POST: never retried by the transport. i_RequestRef as for the redemption save: one transaction per reference.
 */
export const saveSwitch = defineEndpoint({
  name: 'saveSwitch',
  path: '/Savetransaction_switch',
  method: 'POST',
  auth: true,
  params: z.object({
    i_InvDistFlag: z.literal('M'),
    customfund: wireString,
    i_Acno: wireString,
    i_Fund: wireString,
    i_Scheme: z.string().min(1),
    i_Plan: z.string().min(1),
    i_Option: z.string().min(1),
    i_ToScheme: z.string().min(1),
    i_ToPlan: z.string().min(1),
    i_ToOption: z.string().min(1),
    i_SwitchFlg: z.enum(['P', 'F']),
    i_UntAmtFlg: z.enum(['U', 'A']),
    i_UntAmtValue: wireString,
    i_Userid: z.string().min(1),
    ARNCode: z.string().min(1),
    SubbrokerArn: z.string().max(20),
    Subbroker: z.string().max(20),
    EUINFlag: z.enum(['Y', 'N']),
    EuinCode: z.string(),
    i_pangno: z.string().min(1),
    i_oldihno: wireString,
    i_OTP: z.string().regex(/^\d{6}$/),
    ModuleName: z.string(),
    i_RequestRef: requestRef,
  }),
  answer: z.object({ DtData: table(z.object({ REFNO: looseString })) }),
});
