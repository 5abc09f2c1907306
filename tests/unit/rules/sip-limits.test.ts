import { describe, expect, it } from 'vitest';
import { SCHEME_MESSAGES } from '../../../lib/forms/onboarding/new-investor-scheme-fields';
import { SIP_MESSAGES } from '../../../lib/forms/sip/sip-messages';
import { SIPM_LIMITS, SIPM_MESSAGES } from '../../../lib/forms/sip/sip-modification-fields';
import { SIP_AMOUNT_MAX, SIP_INSTALLMENTS_MAX, SIP_LIMIT_MESSAGES as L, SIP_RULE_MESSAGES } from '../../../lib/rules/sip-limits';
import { endsBeyondHorizon } from '../../../lib/rules/sip-horizon';
import { SIP_MESSAGES as REGISTRAR } from '../../../sandbox/domains/sip/sip-rules';
import { MODIFICATION_MESSAGES, MODIFICATION_RULES } from '../../../sandbox/domains/sip/sip-modifications';

describe('a SIP’s own limits', () => {
  it('are 999 installments and an instalment of 1,000,000, in the seed’s words', () => {
    expect(SIP_INSTALLMENTS_MAX).toBe(999);
    expect(SIP_AMOUNT_MAX).toBe(1_000_000);
    expect(L.installments).toBe('Enter Valid Number of Installments');
    expect(L.installmentsMax).toBe('No of Installments should not be greater than 999');
    expect(L.amountMax).toBe('Amount should be less than or equal to 1,000,000');
  });

  it('are the SIP form’s, the iSIP’s, the modification’s and the registrar’s', () => {
    for (const m of [SIP_MESSAGES.installmentsMax, SIPM_MESSAGES.installmentsMax, REGISTRAR.installmentsMax, MODIFICATION_MESSAGES.installmentsMax]) expect(m).toBe(L.installmentsMax);
    for (const m of [SIP_MESSAGES.endDateFailed, SIPM_MESSAGES.installments, REGISTRAR.installments, MODIFICATION_MESSAGES.installments]) expect(m).toBe(L.installments);
    for (const m of [SIPM_MESSAGES.maximum, MODIFICATION_MESSAGES.maximum]) expect(m).toBe(L.amountMax);
    expect([SIPM_LIMITS.maxInstallments, MODIFICATION_RULES.maxInstallments]).toEqual([999, 999]);
    expect([SIPM_LIMITS.maxAmount, MODIFICATION_RULES.maxAmount]).toEqual([SIP_AMOUNT_MAX, SIP_AMOUNT_MAX]);
    expect(SCHEME_MESSAGES.maxInstallments).toBe(L.installmentsMax);
  });
});

describe('the 2099 horizon', () => {
  it('lets a perpetual SIP run through 2099 and any other end before it, in the seed’s words', () => {
    expect(endsBeyondHorizon(2098, false)).toBe(false);
    expect(endsBeyondHorizon(2099, false)).toBe(true);
    expect(endsBeyondHorizon(2099, true)).toBe(false);
    expect(endsBeyondHorizon(2100, true)).toBe(true);
    expect(SIP_RULE_MESSAGES.beyond2099).toBe('Your SIP installments are going beyond 2099, select lesser number of installments.');
    expect([SIP_MESSAGES.beyond2099, REGISTRAR.beyond2099]).toEqual([SIP_RULE_MESSAGES.beyond2099, SIP_RULE_MESSAGES.beyond2099]);
  });
});
