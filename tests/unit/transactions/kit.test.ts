import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { draftRef, orderNumber, orderRef } = await import('@/server/transactions/kit');

const draft = (confirmKey: string) => ({ values: {}, confirmKey, refno: '123456' });

describe('the transaction kit', () => {
  it('names every attempt at one draft with the same reference, another draft with another', () => {
    const ref = draftRef('plan-request', 32);
    expect(ref(draft('k1'))).toBe(ref(draft('k1')));
    expect(ref(draft('k1'))).not.toBe(ref(draft('k2')));
    expect(ref(draft('k1'))).toHaveLength(32);
    expect(draftRef('sip', 24)(draft('k1'))).not.toBe(ref(draft('k1')).slice(0, 24));
  });

  it('keeps the order reference the registrar already knows drafts by', () => {
    expect(orderRef(draft('k1'))).toBe(createHash('sha256').update('order:k1').digest('hex').slice(0, 24));
  });

  it('numbers an order with six digits', () => {
    for (let i = 0; i < 20; i += 1) expect(orderNumber()).toMatch(/^[1-9]\d{5}$/);
  });
});
