import { describe, expect, it } from 'vitest';
import { BANK_MESSAGES, pennyDropStep } from '../../../lib/forms/empanelment/empanelment-bank-fields';
import { BANK_STEP_MESSAGES } from '../../../lib/forms/onboarding/new-investor-bank';
import { accountValidated, mayProceedUnvalidated, PENNY_DROP_MESSAGES, PENNY_DROP_TRIES, pennyDropOutcome } from '../../../lib/rules/penny-drop';

const FAILED = 'Bank Account Validation is Failed, Please enter the correct bank details';

describe('the penny-drop rule', () => {
  it('gives two tries: the first failure retries with the seed’s message, the second goes on with flag N', () => {
    expect(PENNY_DROP_TRIES).toBe(2);
    expect(pennyDropOutcome(false, 0)).toEqual({ outcome: 'retry', message: FAILED });
    expect(pennyDropOutcome(false, 1)).toEqual({ outcome: 'proceed', flag: 'N' });
    expect(pennyDropOutcome(false, 5)).toEqual({ outcome: 'proceed', flag: 'N' });
  });

  it('takes a validated account with flag Y, whatever failed before', () => {
    expect(pennyDropOutcome(true, 0)).toEqual({ outcome: 'validated', flag: 'Y' });
    expect(pennyDropOutcome(true, 1)).toEqual({ outcome: 'validated', flag: 'Y' });
  });

  it('validates only a successful answer for an existing account', () => {
    expect(accountValidated({ Status: 'Success', Result: { AccountExists: 'Y' } })).toBe(true);
    expect(accountValidated({ Status: 'Success', Result: { AccountExists: 'N' } })).toBe(false);
    expect(accountValidated({ Status: 'Failure', Result: { AccountExists: 'Y' } })).toBe(false);
  });

  it('lets the registrar take flag N only once every try has failed', () => {
    expect(mayProceedUnvalidated(0)).toBe(false);
    expect(mayProceedUnvalidated(1)).toBe(false);
    expect(mayProceedUnvalidated(2)).toBe(true);
  });

  it('is the empanelment’s and the new investor’s policy and wording', () => {
    expect(BANK_MESSAGES.firstFailure).toBe(FAILED);
    expect(BANK_STEP_MESSAGES.pennyDrop).toBe(FAILED);
    expect(BANK_MESSAGES.laterFailure).toBe(PENNY_DROP_MESSAGES.proceedUnvalidated);
    expect(PENNY_DROP_MESSAGES.proceedUnvalidated).toMatch(/^Dear Partner, the Bank Validation has failed and empanelment will take place/);
    expect(pennyDropStep(false, 1)).toEqual({ outcome: 'retry', attempt: 2, message: FAILED });
    expect(pennyDropStep(false, 2)).toEqual({ outcome: 'proceed', flag: 'N', message: PENNY_DROP_MESSAGES.proceedUnvalidated });
  });
});
