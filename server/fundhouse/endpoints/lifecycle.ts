import { z } from 'zod';
import { defineEndpoint, looseString, table, wireString } from '../endpoint';

// What happens after the investor's click: a transaction's state now, its timeline, a resend of its
// authorisation link, and a plan's instalments. No seed names a call for these, so they are this
// project's own paths (docs/upstream-protocol.md, "The lifecycle"); the portal keeps working from the
// seed's calls when a registrar lacks them.

/**
 * P pending the investor's approval, A approved (awaiting allotment or processing), L allotted or
 * processed, R rejected (by the investor or the registrar, with the reason), E expired unapproved.
 */
export const LIFECYCLE_STATES = ['P', 'A', 'L', 'R', 'E'] as const;
export type LifecycleState = (typeof LIFECYCLE_STATES)[number];

const ihnoList = z.string().regex(/^(\d{1,12}(,\d{1,12}){0,199})?$/);
const requestRef = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);

/** One transaction as the registrar knows it now. Times are ISO 8601 (UTC); an absent one is ''. */
export const lifecycleRow = z.object({
  ihno: looseString,
  trtype: z.string(),
  pan: z.string(),
  InvName: z.string(),
  acno: looseString.default(''),
  /** The scheme's description (the switch's or STP's target in ToScheme). */
  scheme: z.string(),
  ToScheme: z.string().default(''),
  amount: looseString,
  units: looseString,
  sipamount: looseString,
  status: z.enum(LIFECYCLE_STATES),
  EnteredAt: z.string(),
  /** When a pending row's link stops working; '' once it is no longer pending. */
  ExpiresAt: z.string(),
  /** When the investor approved or rejected it. */
  DecidedAt: z.string(),
  /** Once allotted or processed: the NAV's day (DD/MM/YYYY), the NAV, the units and the rupees. */
  NavDate: z.string(),
  Nav: looseString,
  AllotUnits: looseString,
  AllotAmount: looseString,
  /** Why it was rejected, by the investor or the registrar. */
  Reason: z.string(),
  /** The registrar's reason code when it refused the order at processing (docs/upstream-protocol.md, the refusals' codes); '' otherwise. */
  ReasonCode: looseString.default(''),
  /** The pending copy an expired row was reinitiated as. */
  ReinitiatedAs: looseString.default(''),
  /** The investor's authorisation link while pending; '' otherwise. */
  Link: z.string().default(''),
  /** How many more resends of the link the day allows while pending. */
  ResendsLeft: looseString.default('0'),
});

/** How many of the book's pending transactions `Pending: 'Y'` adds at most (the oldest entered first). */
export const PENDING_AT_MOST = 500;

/**
 * The states of the caller's transactions among `Ihnos` (comma-separated); others' are left out. With
 * `Pending: 'Y'` the answer also carries every transaction of the caller's book awaiting the investor,
 * whoever entered it (a physical form, another channel), so the portal learns of links it did not send.
 */
export const transactionStatuses = defineEndpoint({
  name: 'transactionStatuses',
  path: '/GetTransactionStatuses',
  method: 'POST',
  auth: true,
  params: z.object({ Arn: z.string(), Fund: wireString, Ihnos: ihnoList, Pending: z.enum(['Y', 'N']).optional() }),
  answer: z.object({ Statuses: table(lifecycleRow) }),
});

/** CANCELLED: the registrar cancelled the SIP a registration made (consecutive failed instalments; the reason in Detail). */
export const TIMELINE_EVENTS = ['INITIATED', 'LINK_SENT', 'LINK_RESENT', 'APPROVED', 'REJECTED', 'EXPIRED', 'ALLOTTED', 'PAID_OUT', 'REINITIATED', 'CANCELLED'] as const;

/** One transaction of the caller's book with its events, oldest first; an unknown number is refused. */
export const transactionTimeline = defineEndpoint({
  name: 'transactionTimeline',
  path: '/GetTransactionTimeline',
  method: 'GET',
  auth: true,
  params: z.object({ Arn: z.string(), Fund: wireString, Ihno: wireString }),
  answer: z.object({
    Transaction: table(lifecycleRow),
    Events: table(z.object({ At: z.string(), Event: z.enum(TIMELINE_EVENTS), Detail: z.string().default('') })),
  }),
});

/**
 * Sends the pending transaction's authorisation link again, by e-mail and SMS to the contacts on record;
 * at most three a day per transaction. One resend per RequestRef: a repeat answers the same, sending nothing.
 */
export const resendAuthorisationLink = defineEndpoint({
  name: 'resendAuthorisationLink',
  path: '/ResendAuthorisationLink',
  method: 'POST',
  auth: true,
  params: z.object({ Arn: z.string(), Fund: wireString, Ihno: wireString, RequestRef: requestRef }),
  answer: z.object({
    Table1: table(z.object({ Email: z.string(), Mobile: z.string(), ResendsLeft: looseString, ExpiresAt: z.string() })),
  }),
});

export const INSTALMENT_STATES = ['Allotted', 'Failed', 'Paused', 'Due'] as const;

/**
 * A SIP, STP or SWP of the caller's book with its instalments, newest first: each debit or transfer that
 * fell due, its outcome and the failure's reason; the consecutive failures that count toward cancellation.
 */
export const planInstalments = defineEndpoint({
  name: 'planInstalments',
  path: '/GetPlanInstalments',
  method: 'GET',
  auth: true,
  params: z.object({ Arn: z.string(), Fund: wireString, Ihno: wireString }),
  answer: z.object({
    Plan: table(
      z.object({
        ihno: looseString,
        kind: z.enum(['SIP', 'STP', 'SWP']),
        status: z.enum(['Live', 'Paused', 'Cancelled', 'Ceased']),
        frequency: z.string(),
        /** DD/MM/YYYY, the day the investor approved the registration. */
        RegisteredOn: z.string(),
        /** The approved pause, DD/MM/YYYY, or ''. */
        PausedFrom: z.string(),
        PausedTo: z.string(),
        ConsecutiveFailures: looseString,
        /** How many consecutive failures cancel the plan (3 monthly, 2 quarterly or longer). */
        CancelAfter: looseString,
        ClosedOn: z.string(),
        ClosedReason: z.string(),
      }),
    ),
    Instalments: table(
      z.object({
        DueDate: z.string(),
        Status: z.enum(INSTALMENT_STATES),
        Reason: z.string(),
        Amount: looseString,
        Nav: looseString,
        Units: looseString,
      }),
    ),
  }),
});
