// What the registrar holds against an order before it accepts it: this project's own reason code
// (listed in docs/upstream-protocol.md), the registrar's words, whether it refuses the order or only
// tells (the NAV day after a cut-off), and the kind of fix the portal links to. The registrar's
// refusals and its one check call (/GetOrderProblems) are made of the same problems, from the same
// rules in this folder, so the check before Confirm and the refusal after it cannot disagree. Zod-free.

export type ProblemSeverity = 'refuse' | 'info';

/**
 * Where the distributor goes to fix a problem: the e-KYC screen, a nomination or contact update
 * (through an NCT), a mandate with enough room, an existing folio instead of a new one, the
 * execution-only EUIN declaration, another scheme, or nothing the distributor can do (the investor's
 * own debit freeze, lifted through MF Central; an amount within what is left).
 */
export type ProblemFix =
  | 'ekyc'
  | 'nomination'
  | 'contact-update'
  | 'mandate'
  | 'existing-folio'
  | 'execution-only'
  | 'other-scheme'
  | 'smaller-amount'
  | 'investor'
  | 'none';

export interface RegistrarProblem {
  code: number;
  words: string;
  severity: ProblemSeverity;
  fix: ProblemFix;
}

/** The kinds of order the registrar checks: the money going in, and the money or units coming out. */
export const ORDER_KINDS = ['purchase', 'sip', 'redemption', 'switch', 'swp', 'stp'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/**
 * This project's reason codes for the registrar's refusals (docs/upstream-protocol.md) and the fix of
 * each: one table, so the rule that refuses, the check before Confirm and the refusal the portal is
 * told of after it all lead to the same screen. Each rule's module names its codes from here.
 */
export const REFUSALS = {
  kycRegistered: { code: 201, fix: 'existing-folio' },
  kycOnHold: { code: 202, fix: 'ekyc' },
  kycRejected: { code: 203, fix: 'ekyc' },
  nomination: { code: 211, fix: 'nomination' },
  contactEmail: { code: 221, fix: 'contact-update' },
  contactMobile: { code: 222, fix: 'contact-update' },
  otpEkycLimit: { code: 231, fix: 'ekyc' },
  debitFreeze: { code: 241, fix: 'investor' },
  mandateInstalment: { code: 251, fix: 'mandate' },
  mandateTopUpLife: { code: 252, fix: 'mandate' },
  mandateEndAfter: { code: 253, fix: 'mandate' },
  mandateStartBefore: { code: 254, fix: 'mandate' },
  schemeSuspended: { code: 261, fix: 'other-scheme' },
  euinLapsed: { code: 271, fix: 'execution-only' },
} as const satisfies Record<string, { code: number; fix: ProblemFix }>;

const FIX_BY_CODE: ReadonlyMap<number, ProblemFix> = new Map(Object.values(REFUSALS).map((r) => [r.code, r.fix]));

/** The fix of a refusal the registrar answered with one of this project's reason codes; null for any other code. */
export const fixOfRefusal = (code: number | string | undefined): ProblemFix | null => FIX_BY_CODE.get(Number(code)) ?? null;

export const refusalOf = (code: number, words: string): RegistrarProblem => ({ code, words, severity: 'refuse', fix: fixOfRefusal(code) ?? 'none' });

/** The first problem that refuses the order, or null when none does. */
export const firstRefusal = (problems: readonly RegistrarProblem[]): RegistrarProblem | null =>
  problems.find((p) => p.severity === 'refuse') ?? null;
