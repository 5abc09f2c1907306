import { describe, expect, it } from 'vitest';
import { LIFECYCLE_MESSAGES } from '@/lib/rules/authorisation-link';
import { resendRefusedMessage } from '@/lib/tracker/messages';

describe('a refused resend', () => {
  it('names the transaction before the registrar\u2019s reason', () => {
    expect(resendRefusedMessage('5000001', LIFECYCLE_MESSAGES.resendLimit)).toBe(
      'Authorisation Link for transaction number 5000001 was not resent: The authorisation link can be resent at most 3 times a day',
    );
  });
});
