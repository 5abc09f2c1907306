import { z } from 'zod';
import { defineEndpoint, looseString, table, wireString } from '../endpoint';

// One read of what stands in the way across a distributor's whole book: the investors who cannot
// transact, the live SIPs with the facts that put one at risk, and the mandates. No seed names such a
// call (the seeds answer these per investor: the KRA check, the tax-identification check, the SIP and
// mandate lists), so this is this project's own path (docs/upstream-protocol.md, "The worklist");
// against a registrar without it the portal asks per investor instead. Dates are YYYY-MM-DD.

const yn = z.enum(['Y', 'N']);
const isoDay = z.string().regex(/^(\d{4}-\d{2}-\d{2})?$/);

export const bookWorklist = defineEndpoint({
  name: 'bookWorklist',
  path: '/GetBookWorklist',
  method: 'GET',
  auth: true,
  params: z.object({ Arn: z.string(), Fund: wireString }),
  answer: z.object({
    /** Investors of the book with at least one thing that stops a transaction. */
    Investors: table(
      z.object({
        pan: z.string(),
        InvName: z.string(),
        /** The KRA's word: registered and not blocked, never registered, or held. */
        Kyc: z.enum(['Compliant', 'Not compliant', 'On hold']),
        Fatca: yn,
        EmailOnRecord: yn,
        MobileOnRecord: yn,
      }),
    ),
    /**
     * The book's live and paused SIPs of the fund house, each with its mandate, and those the registrar
     * cancelled itself (consecutive failed instalments) in the last 30 days, with the day and the reason.
     */
    Sips: table(
      z.object({
        ihno: looseString,
        pan: z.string(),
        InvName: z.string(),
        acno: looseString,
        Scheme: z.string(),
        Amount: looseString,
        Frequency: z.string(),
        Status: z.enum(['Live', 'Paused', 'Cancelled']),
        StartDate: isoDay,
        EndDate: isoDay,
        /** The last day of an approved pause, or ''. */
        PausedTo: isoDay,
        ConsecutiveFailures: looseString,
        CancelAfter: looseString,
        Umrn: z.string(),
        /** A cancelled SIP's last day and the registrar's reason; '' for a live or paused one. */
        ClosedOn: isoDay.default(''),
        ClosedReason: z.string().default(''),
        /** The transaction number that registered it, where a registration made it (its timeline); '' otherwise. */
        RegisteredAs: looseString.default(''),
      }),
    ),
    /** The book's mandates that are active or await the investor. */
    Mandates: table(
      z.object({
        RegRef: z.string(),
        Umrn: z.string(),
        pan: z.string(),
        InvName: z.string(),
        acno: looseString,
        Kind: z.enum(['ENACH', 'UPI', 'OTM']),
        Status: z.enum(['Pending', 'Active']),
        BankName: z.string(),
        StartDate: isoDay,
        EndDate: isoDay,
        MaxAmount: looseString,
      }),
    ),
  }),
});
