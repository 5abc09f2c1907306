import { z } from 'zod';
import { defineEndpoint, table } from '../endpoint';

// Scheme ARN links, customized ARN links and the two EUIN checks they rely on (seed 002 section 7,
// "NFO and links"). All public: the link generators need no sign-in.

const euinFlag = z.enum(['YES', 'NO']);

/** A link, or the registrar's reason for not making one. */
const linkAnswer = z.object({
  Dtinformation: table(z.object({ Link: z.string().optional(), Message: z.string().optional() })),
});

export const generateDistLinks = defineEndpoint({
  name: 'generateDistLinks',
  path: '/GenerateDistLinks',
  method: 'GET',
  auth: false,
  params: z.object({
    scheme: z.string().min(1),
    subbroker: z.string(),
    agentid: z.string().min(1),
    plan: z.string().min(1),
    opt: z.string().min(1),
    euin: z.string(),
    EUINFlag: euinFlag,
  }),
  answer: linkAnswer,
});

/** The customized link: ARN-tagged, the investor picks the scheme. */
export const generateCustomizedLink = defineEndpoint({
  name: 'generateCustomizedLink',
  path: '/GenerateCustomizedLink',
  method: 'GET',
  auth: false,
  params: z.object({
    subbroker: z.string(),
    agentid: z.string().min(1),
    euin: z.string(),
    EUINFlag: euinFlag,
  }),
  answer: linkAnswer,
});

/** Whether an EUIN is registered to an ARN: Msg is 'Valid EUIN' or the reason it is not. */
export const validateEuin = defineEndpoint({
  name: 'validateEuin',
  path: '/Validate_Euin',
  method: 'GET',
  auth: false,
  params: z.object({
    BroCode: z.string().min(1),
    Euin: z.string().min(1),
    OutFlag: z.literal('Y'),
    /** MM/DD/YYYY */
    TrDate: z.string().regex(/^\d{2}\/\d{2}\/\d{4}$/),
  }),
  answer: z.object({ Dtinformation: table(z.object({ Msg: z.string() })) }),
});

/** The fund house's own EUIN check; anything but true means the EUIN cannot be used. */
export const euinValidationMirae = defineEndpoint({
  name: 'euinValidationMirae',
  path: '/Ktrack_EUINValidation_Mirae',
  method: 'GET',
  auth: false,
  params: z.object({ fund: z.string().min(1), euin: z.string().min(1), arn: z.string().min(1) }),
  answer: z.object({
    Dtinformation: table(
      z.object({ Result: z.union([z.boolean(), z.string()]).transform((v) => v === true || v === 'true') }),
    ),
  }),
});
