import { describe, expect, it } from 'vitest';
import { SIP_MESSAGES } from '../../../lib/forms/sip/sip-messages';
import { SIPM_MESSAGES } from '../../../lib/forms/sip/sip-modification-fields';
import { TOPUP_MESSAGES } from '../../../lib/forms/sip/sip-topup-fields';
import { exceedsMandate, instalmentCapProblem, isMandateRefusal, MANDATE_LIMIT_MESSAGES, modificationCapProblem, topUpCapProblem } from '../../../lib/rules/mandate-limits';
import { SIP_MESSAGES as REGISTRAR_SIP } from '../../../sandbox/domains/sip/sip-rules';
import { SIP_CHANGE_MESSAGES } from '../../../sandbox/domains/sip/sip-changes';
import { MODIFICATION_MESSAGES } from '../../../sandbox/domains/sip/sip-modifications';

describe('the mandate cap', () => {
  it('lets an amount up to the maximum through, and anything with no mandate', () => {
    expect(exceedsMandate(50000, 50000)).toBe(false);
    expect(exceedsMandate(50001, 50000)).toBe(true);
    expect(exceedsMandate(10_00_000, null)).toBe(false);
  });

  it('refuses a new SIP’s instalment above the mandate in the seed’s words', () => {
    expect(instalmentCapProblem(60000, 50000)).toBe('SIP instalment amount should be less than the Mandate Amount 50,000');
    expect(instalmentCapProblem(50000, 50000)).toBeNull();
    expect(instalmentCapProblem(60000, null)).toBeNull();
  });

  it('refuses a top-up above the mandate; a live SIP’s only on an eNACH or UPI Autopay mandate', () => {
    expect(topUpCapProblem(1_50_000, 1_00_000)).toBe('Amount should not be greater than Mandate Amount 1,00,000');
    expect(topUpCapProblem(1_50_000, 1_00_000, '1')).toBe('Amount should not be greater than Mandate Amount 1,00,000');
    expect(topUpCapProblem(1_50_000, 1_00_000, '2')).not.toBeNull();
    expect(topUpCapProblem(1_50_000, 1_00_000, '9')).toBeNull();
    expect(topUpCapProblem(1_50_000, 1_00_000, '')).toBeNull();
  });

  it('refuses a modified instalment above the mandate for the SIP types a mandate collects', () => {
    for (const type of ['1', '2', '4', '5', '9']) expect(modificationCapProblem(60000, 50000, type)).toBe('Amount should be less than or equal to Mandate Amount');
    expect(modificationCapProblem(60000, 50000, '0')).toBeNull();
    expect(modificationCapProblem(60000, null, '1')).toBeNull();
  });

  it('is the one wording of the forms and the registrar', () => {
    expect(SIP_MESSAGES.mandateMax(50000)).toBe(REGISTRAR_SIP.mandateMax(50000));
    expect(SIP_MESSAGES.topUpMax(50000)).toBe(REGISTRAR_SIP.topUpMax(50000));
    expect(TOPUP_MESSAGES.mandate(50000)).toBe(SIP_CHANGE_MESSAGES.mandate(50000));
    expect(SIPM_MESSAGES.mandateAmount).toBe(MODIFICATION_MESSAGES.mandateAmount);
    expect(SIP_MESSAGES.mandateStart('01/06/2026')).toBe(`${REGISTRAR_SIP.mandateStart} 01/06/2026`);
    expect(SIP_MESSAGES.mandateEnd).toBe('SIP End date should not exceed the Mandate Date');
    expect(SIPM_MESSAGES.mandateEnd).toBe(MANDATE_LIMIT_MESSAGES.endAfter);
    expect(MODIFICATION_MESSAGES.mandateEnd).toBe(MANDATE_LIMIT_MESSAGES.endAfter);
  });
});

describe('which refusals are a mandate rule (the fix: a mandate with room for the SIP)', () => {
  it("knows each mandate rule's words, with or without their figure, and no other rule's", () => {
    expect(isMandateRefusal(MANDATE_LIMIT_MESSAGES.instalment(5000))).toBe(true);
    expect(isMandateRefusal('SIP instalment amount should be less than the Mandate Amount 5,000')).toBe(true);
    expect(isMandateRefusal(`${MANDATE_LIMIT_MESSAGES.startBefore} 10/01/2027`)).toBe(true);
    expect(isMandateRefusal(MANDATE_LIMIT_MESSAGES.endAfter)).toBe(true);
    expect(isMandateRefusal(MANDATE_LIMIT_MESSAGES.topUpLife(20000))).toBe(true);
    expect(isMandateRefusal('The amount should be ₹ 500 or more')).toBe(false);
    expect(isMandateRefusal('')).toBe(false);
  });
});
