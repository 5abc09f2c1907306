import { describe, expect, it } from 'vitest';
import { phoneDisplay } from '@/lib/rules/contact';
import { investorSection } from '@/server/services/transactions/summary-rows';

// Every summary shows the investor's phone the same way, whichever form it came from.

describe('the phone on a summary', () => {
  it('is the country code, a space and the number', () => {
    expect(phoneDisplay('9876543210')).toBe('+91 9876543210');
    expect(phoneDisplay('919876543210', '+91')).toBe('+91 9876543210');
    expect(phoneDisplay('4155550123', '+1')).toBe('+1 4155550123');
    expect(phoneDisplay(null)).toBe('');
  });

  it('reads alike on the redemption and switch summaries as on the purchase ones', () => {
    const section = investorSection({ pan: 'BKFPS4821K', name: 'Ravi Sharma', email: 'ravi@example.com', mobile: '9876543210' });
    expect(section.rows.find((r) => r.label === 'Phone No')?.value).toBe(phoneDisplay('9876543210', '+91'));
    expect(section.rows.find((r) => r.label === 'Phone No')?.value).toBe('+91 9876543210');
  });
});
