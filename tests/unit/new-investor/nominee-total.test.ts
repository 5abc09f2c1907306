import { describe, expect, it } from 'vitest';
import { shareTotalText, totalShare } from '@/lib/rules/nominee-shares';

describe('the running total of the nominees\u2019 shares', () => {
  it('says the total typed so far against the 100% it must reach', () => {
    expect(shareTotalText(totalShare([40, 45]))).toBe("Total of all nominees' shares: 85% of 100%");
    expect(shareTotalText(totalShare([33.33, 33.33, 33.34]))).toBe("Total of all nominees' shares: 100% of 100%");
    expect(shareTotalText(totalShare([60, 50]))).toBe("Total of all nominees' shares: 110% of 100%");
  });
});
