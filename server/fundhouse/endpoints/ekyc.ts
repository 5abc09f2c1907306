import { z } from 'zod';
import { defineEndpoint, table, wireString } from '../endpoint';

// e-KYC (seed 002 section 7): the IKYC route, where the fund house mails the investor a link to its
// online IPV with e-sign. The DKYC route is the fund house's own page and needs no call.

/** Dtinformation[0].Result 'Success' means the mail went out; a refusal comes as the usual error envelope. */
export const sendEkycMail = defineEndpoint({
  name: 'sendEkycMail',
  path: '/Send_eKYCMail',
  method: 'GET',
  auth: true,
  params: z.object({
    /** This project's own (docs/upstream-protocol.md): the caller's reference; a repeat is answered as the first, sending nothing. */
    RequestRef: z.string().max(40).optional(),
    InvPan: z.string().min(1).max(10),
    InvMobile: z.string().min(1).max(13),
    InvFund: wireString,
    customfund: wireString,
    InvName: z.string().min(1).max(100),
    DistUserId: z.string().min(1),
    Url: z.string().min(1),
    DistName: z.string(),
    ArnCode: z.string().min(1),
    InvEmail: z.string().min(1).max(100),
  }),
  answer: z.object({ Dtinformation: table(z.object({ Result: z.string() })) }),
});
