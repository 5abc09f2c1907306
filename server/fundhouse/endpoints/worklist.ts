import { z } from 'zod';
import { defineEndpoint, looseString, table, wireString } from '../endpoint';

// One read of what stands in the way across a distributor's whole book: the investors who cannot
// transact, the live SIPs with the facts that put one at risk, and the mandates. No seed names such a
// call (the seeds answer these per investor: the KRA check, the tax-identification check, the SIP and
// mandate lists), so this is this project's own path (docs/upstream-protocol.md, "The worklist");
// against a registrar without it the portal asks per investor instead. Dates are YYYY-MM-DD.

const yn = z.enum(['Y', 'N']);
const isoDay = z.string().regex(/^(\d{4}-\d{2}-\d{2})?$/);

/**
 * lib/rules/kyc-validation.ts's KYC_STATUSES and lib/rules/nomination.ts's NOMINATION_CHOICES spelt out (a
 * protocol module imports only protocol modules); the portal hands them to those rules' types, so the type
 * check catches a drift.
 */
const KYC_STATUSES = ['Validated', 'Registered', 'On hold', 'Rejected'] as const;
const NOMINATION_CHOICES = ['nominees', 'opted-out', 'none'] as const;

export const bookWorklist = defineEndpoint({
  name: 'bookWorklist',
  path: '/GetBookWorklist',
  method: 'GET',
  auth: true,
  /** `Pan` narrows the answer to one investor of the book (the investor's page); a registrar that ignores it answers the book. */
  params: z.object({ Arn: z.string(), Fund: wireString, Pan: z.string().optional() }),
  answer: z.object({
    /**
     * Investors of the book with at least one thing that stops a transaction, or that the registrar holds
     * against some orders (the compliance facts below). The compliance facts are optional or defaulted:
     * a registrar that does not send them answers as before, and only the first four facts are judged.
     */
    Investors: table(
      z.object({
        pan: z.string(),
        InvName: z.string(),
        /** The KRA's word: registered and not blocked, never registered, or held. */
        Kyc: z.enum(['Compliant', 'Not compliant', 'On hold']),
        Fatca: yn,
        EmailOnRecord: yn,
        MobileOnRecord: yn,
        /** The KYC status as the registrar holds it (lib/rules/kyc-validation.ts); absent from an older registrar. */
        KycStatus: z.enum(KYC_STATUSES).optional(),
        /** The nomination of the investor's single-holder folios: nominees, the opt-out declared, or none. */
        Nomination: z.enum(NOMINATION_CHOICES).optional(),
        /** Y: the e-mail (mobile) on record is the distributor's, one of its EUIN holders' or a team member's, with no family relation declared. */
        SharedEmail: yn.default('N'),
        SharedMobile: yn.default('N'),
        /** The investor's folios in the fund that the investor froze for debits. */
        FrozenFolios: z.array(looseString).default([]),
        /** Y: KYC by OTP-based e-KYC; `EkycLeft` is then the rupees still allowed in the fund this financial year. */
        OtpEkyc: yn.default('N'),
        EkycLeft: looseString.default(''),
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
