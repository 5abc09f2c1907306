import { describe, expect, it } from 'vitest';
import { bulkKey } from '@/components/today/use-bulk';
import { IDEMPOTENCY_KEY_PATTERN } from '@/server/http/handler';

// A bulk request's row keys: the same action, values and registrar's day give the same key for a row,
// after a reload or in another selection, so the server replays the first answer and sends nothing twice.

describe('the key of one row of a bulk request', () => {
  it('is the same for the same action, values, day and row, however the request is repeated', async () => {
    const first = await bulkKey('ekyc', '', '2026-11-29', 'BKFPS4821K');
    expect(await bulkKey('ekyc', '', '2026-11-29', 'BKFPS4821K')).toBe(first);
    expect(first).toMatch(IDEMPOTENCY_KEY_PATTERN);
  });

  it('differs for another row, action, values or day', async () => {
    const first = await bulkKey('ekyc', '', '2026-11-29', 'BKFPS4821K');
    const others = await Promise.all([
      bulkKey('ekyc', '', '2026-11-29', 'CQWPM7310L'),
      bulkKey('statement', '', '2026-11-29', 'BKFPS4821K'),
      bulkKey('ekyc', '{"statement":"cas"}', '2026-11-29', 'BKFPS4821K'),
      bulkKey('ekyc', '', '2026-11-30', 'BKFPS4821K'),
    ]);
    expect(new Set([first, ...others]).size).toBe(5);
  });
});
