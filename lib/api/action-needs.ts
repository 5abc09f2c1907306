import type { Permission } from '@/lib/rules/team-roles';

// What each action a page offers needs of a firm member's role (lib/rules/team-roles.ts), named once:
// the action's BFF handler declares it (withSession's `needs`) and the page leaves the action out for a
// role without it (useCan, components/shell/member-context.tsx), so the button a member sees and the
// refusal they would meet cannot drift apart. The handler and the registrar refuse the call anyway.

export const ACTION_NEEDS = {
  /** POST /api/tracker/{reference}/resend: the pending transaction's authorisation link, sent again. */
  resendLink: 'resend',
  /** POST /api/today/ekyc and /api/ekyc: the e-KYC link mailed to an investor. */
  sendEkyc: 'resend',
  /** POST /api/today/statements: a statement mailed for each investor selected on Today. */
  requestStatement: 'statements',
  /** POST /api/investors/select: the investor the mail-back pages request statements for. */
  selectForStatements: 'statements',
  /** POST /api/investors/initiate: the checks that start an investment (Transact, a new SIP or mandate). */
  initiateInvestment: 'initiate',
  /** POST /api/dashboard/transactions/{ihno}/reinitiate: an expired transaction entered again. */
  reinitiate: 'initiate',
  /** POST /api/tracker/export: the firm's trail, for the admin's compliance. */
  exportTrail: 'members',
} as const satisfies Record<string, Permission>;
