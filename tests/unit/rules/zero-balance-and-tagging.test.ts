import { describe, expect, it } from 'vitest';
import { ADDITIONAL_PURCHASE_MESSAGES } from '../../../lib/forms/purchase/additional-purchase-fields';
import { UPLOAD_MESSAGES } from '../../../lib/forms/uploads/physical-upload-fields';
import { REDEMPTION_MESSAGES } from '../../../lib/forms/redemption/redemption-fields';
import { STP_MESSAGES } from '../../../lib/forms/plans/stp-fields';
import { SWITCH_MESSAGES } from '../../../lib/forms/redemption/switch';
import { SWP_MESSAGES } from '../../../lib/forms/plans/swp-fields';
import { TAGGING_MESSAGES } from '../../../lib/rules/tagging';
import { ZERO_BALANCE_MESSAGES as Z } from '../../../lib/rules/zero-balance';
import { PURCHASE_MESSAGES } from '../../../sandbox/domains/purchase/purchase-rules';
import { RED_MESSAGES, SWITCH_MESSAGES as REGISTRAR_SWITCH } from '../../../sandbox/domains/redemption/redemption-rules';
import { UPLOAD_REFUSALS } from '../../../sandbox/domains/uploads/uploads';
import { STP_REFUSALS } from '../../../sandbox/handlers/stp';
import { SWP_REFUSALS } from '../../../sandbox/handlers/systematic-plans';

describe('a zero-balance folio', () => {
  it('refuses each order in the seed’s words', () => {
    expect(Z).toEqual({
      additionalPurchase: 'Additional Purchase in zero balance folios is not allowed',
      redemption: 'Redemption in zero balance folios is not allowed',
      switch: 'SWITCH in zero balance folios is not allowed',
      stp: 'STP in Zero balance folios is not accepted',
      swp: 'SWP in zero balance folios is not allowed',
    });
  });

  it('with the same words on the forms, the physical upload and at the registrar', () => {
    for (const m of [ADDITIONAL_PURCHASE_MESSAGES.zeroBalance, PURCHASE_MESSAGES.zeroBalance]) expect(m).toBe(Z.additionalPurchase);
    for (const m of [REDEMPTION_MESSAGES.zeroBalance, UPLOAD_MESSAGES.redeemZeroBalance, RED_MESSAGES.zeroBalance, UPLOAD_REFUSALS.redeemZero]) expect(m).toBe(Z.redemption);
    for (const m of [SWITCH_MESSAGES.zeroBalance, UPLOAD_MESSAGES.switchZeroBalance, REGISTRAR_SWITCH.zeroBalance, UPLOAD_REFUSALS.switchZero]) expect(m).toBe(Z.switch);
    for (const m of [STP_MESSAGES.zeroBalance, STP_REFUSALS.zeroBalance]) expect(m).toBe(Z.stp);
    for (const m of [SWP_MESSAGES.zeroBalance, SWP_REFUSALS.zeroBalance]) expect(m).toBe(Z.swp);
  });
});

describe('the ARN tagging', () => {
  it('is refused by the registrar in the forms’ words', () => {
    expect(TAGGING_MESSAGES.sameArnSubmit).toBe('Sub ARN Code and ARN code should not match');
    expect(TAGGING_MESSAGES.subArnInvalid).toBe('Please enter a valid Sub ARN Code');
    for (const m of [PURCHASE_MESSAGES, REGISTRAR_SWITCH]) {
      expect(m.sameArn).toBe(TAGGING_MESSAGES.sameArnSubmit);
      expect(m.subArn).toBe(TAGGING_MESSAGES.subArnInvalid);
    }
  });
});
