import { describe, expect, it } from 'vitest';
import { APPLICATION_CHECK_TEXTS, checkTexts, ORDER_CHECK_TEXTS } from '../../../lib/transactions/confirmation-texts';

// The check's words name the button of the screen they stand on: Confirm on a summary, Submit on the
// new investor's payment step (and on a summary whose seed names its button Submit).

const words = (t: ReturnType<typeof checkTexts>) => [t.checking, t.clear, t.refused(1), t.refused(2), t.failed, t.notAsked, t.blocked].join('\n');

describe('the check panel\'s words', () => {
  it('send a summary\'s distributor to Confirm', () => {
    expect(ORDER_CHECK_TEXTS.failed).toBe('The registrar could not be asked about this order just now. It checks the order again when you confirm.');
    expect(ORDER_CHECK_TEXTS.notAsked).toBe('This registrar checks the order when you confirm.');
    expect(ORDER_CHECK_TEXTS.blocked).toBe('Confirm is available once the registrar holds nothing against this order.');
  });

  it('speak of the application and its Submit on the new investor\'s payment step, never of a Confirm', () => {
    expect(APPLICATION_CHECK_TEXTS.failed).toBe('The registrar could not be asked about this application just now. It checks the application again when you submit.');
    expect(APPLICATION_CHECK_TEXTS.notAsked).toBe('This registrar checks the application when you submit.');
    expect(APPLICATION_CHECK_TEXTS.blocked).toBe('Submit is available once the registrar holds nothing against this application.');
    expect(APPLICATION_CHECK_TEXTS.refused(2)).toBe('The registrar would refuse this application for 2 reasons. Fix these first:');
    expect(words(APPLICATION_CHECK_TEXTS)).not.toMatch(/confirm|order/i);
  });

  it('follow a summary whose button a seed names Submit', () => {
    const submit = checkTexts('order', 'Submit');
    expect(submit.notAsked).toBe('This registrar checks the order when you submit.');
    expect(words(submit)).not.toMatch(/confirm/i);
  });
});
