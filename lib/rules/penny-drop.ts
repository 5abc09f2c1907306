// The penny drop (seed 002 sections 3, 5 and 9): before an account is used, the fund house credits
// Re 1 to it and the bank says whether it exists. One policy for the distributor's own account at
// empanelment, the new investor's account at the investment step and the registrar (the sandbox),
// which takes flag N only after as many failures as the tries allow. Zod-free: the forms use it too.

/** The credit that validates the account, in rupees. */
export const PENNY_DROP_AMOUNT = 1;
/** Failed penny drops after which the application goes on with the account as entered (flag N). */
export const PENNY_DROP_TRIES = 2;

/** Y: validated; N: failed every try, taken as entered; C: the registry's own account, not validated. */
export type PennyDropFlag = 'Y' | 'N' | 'C';

export const PENNY_DROP_MESSAGES = {
  /** A failure with a try left: the account is entered again. */
  failed: 'Bank Account Validation is Failed, Please enter the correct bank details',
  /** The empanelment's word once the tries are spent (the new investor's journey goes on without one). */
  proceedUnvalidated:
    'Dear Partner, the Bank Validation has failed and empanelment will take place with the bank account as per your input. Please refer the detailed welcome email and will request you to proceed with the Change of Bank',
} as const;

/** What the bank answers (the JSON in the penny-drop response). */
export interface PennyDropAnswer {
  Status: string;
  Result: { AccountExists: string };
}

/** The answer validates the account only when it succeeded and the account exists. */
export const accountValidated = (answer: PennyDropAnswer): boolean => answer.Status === 'Success' && answer.Result.AccountExists === 'Y';

export type PennyDropOutcome = { outcome: 'validated'; flag: 'Y' } | { outcome: 'retry'; message: string } | { outcome: 'proceed'; flag: 'N' };

/** What one penny drop means, after `failedBefore` failures in the same application. */
export function pennyDropOutcome(validated: boolean, failedBefore: number): PennyDropOutcome {
  if (validated) return { outcome: 'validated', flag: 'Y' };
  return failedBefore + 1 < PENNY_DROP_TRIES ? { outcome: 'retry', message: PENNY_DROP_MESSAGES.failed } : { outcome: 'proceed', flag: 'N' };
}

/** Whether an application may go on unvalidated (flag N): every try has failed. */
export const mayProceedUnvalidated = (failures: number): boolean => failures >= PENNY_DROP_TRIES;
