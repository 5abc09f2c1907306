import { z } from 'zod';
import { defineEndpoint, looseString, table, wireString } from '../endpoint';

// The registrar's answer to "what would you hold against this order?", asked before Confirm: every
// problem at once for one investor, folio, scheme, kind and amount, from the same rules its refusals
// use (lib/rules/order-problems.ts), so the check and the refusal cannot disagree. No seed names such a
// call: this is this project's own path (docs/upstream-protocol.md, "The order check"). A registrar
// without it answers 404, and the portal then learns of a refusal only from the submit.

const optional = z.string().default('');

/** lib/rules/registrar-problem.ts's ORDER_KINDS spelt out (a protocol module imports only protocol modules); the sandbox passes a Kind on as an OrderKind, so the type check catches a drift. */
const KINDS = ['purchase', 'sip', 'redemption', 'switch', 'swp', 'stp'] as const;

export const orderCheck = defineEndpoint({
  name: 'orderCheck',
  path: '/GetOrderProblems',
  method: 'GET',
  auth: true,
  params: z.object({
    Pan: z.string().min(1),
    Fund: wireString,
    Kind: z.enum(KINDS),
    /** The folio the order goes into or takes units out of; empty for a new folio. */
    Acno: optional,
    /** The scheme the order puts money into (purchase, SIP, switch-in, STP-in), or takes units out of. */
    Scheme: optional,
    Plan: optional,
    Option: optional,
    /** The scheme a switch or STP puts money into. */
    ToScheme: optional,
    ToPlan: optional,
    ToOption: optional,
    /** Rupees: a purchase's amount or a SIP's instalment; 0 for an order in units. */
    Amount: z.string().regex(/^\d{0,10}$/).default(''),
    Email: optional,
    Mobile: optional,
    EmailFlag: optional,
    MobileFlag: optional,
    /** The EUIN named on the order; empty when execution-only. */
    Euin: optional,
    /** A SIP: its mandate, first and last instalment (YYYY-MM-DD) and frequency (M or Q). */
    Umrn: optional,
    SipStart: optional,
    SipEnd: optional,
    Frequency: z.enum(['M', 'Q', '']).default(''),
    /** The nomination a new folio's order carries itself; empty: the registrar's record of the investor. */
    Nomination: z.enum(['nominees', 'opted-out', '']).default(''),
    /**
     * A SIP's top-up, when it has one: the rupees added each step, every six (H) or twelve (Y) months
     * from its first to its last step (YYYY-MM-DD), so the mandate is checked against the largest
     * instalment the SIP reaches, not only its first.
     */
    TopUpAmount: z.string().regex(/^\d{0,10}$/).default(''),
    TopUpFrequency: z.enum(['H', 'Y', '']).default(''),
    TopUpStart: optional,
    TopUpEnd: optional,
  }),
  answer: z.object({
    Table: table(
      z.object({
        Code: looseString,
        Words: z.string(),
        Severity: z.enum(['refuse', 'info']),
        Fix: z.string(),
      }),
    ),
  }),
});
