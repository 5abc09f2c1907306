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

export const refusalOf = (code: number, words: string, fix: ProblemFix): RegistrarProblem => ({ code, words, severity: 'refuse', fix });

/** The first problem that refuses the order, or null when none does. */
export const firstRefusal = (problems: readonly RegistrarProblem[]): RegistrarProblem | null =>
  problems.find((p) => p.severity === 'refuse') ?? null;
