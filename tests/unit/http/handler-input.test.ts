import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FIELDS_MESSAGE, UNREADABLE_MESSAGE, withPublic } from '@/server/http/handler';
import { INVALID_DETAILS_FALLBACK } from '@/lib/messages/bff';
import { isCatalogued } from '@/lib/messages/catalogue';
import { PAN_MESSAGE } from '@/lib/rules/pan';

// The wrapper's parse step: bounded, clean input before anything else, and the seed's words only.

const seen: unknown[] = [];
const handler = withPublic(
  { body: z.object({ pan: z.string().min(10), note: z.string().optional(), count: z.number().optional() }), query: z.object({ tab: z.string().optional() }) },
  async ({ body }) => {
    seen.push(body);
    return { ok: true };
  },
);
const ctx = { params: Promise.resolve({}) };

async function post(body: string, query = '') {
  const res = await handler(new Request(`http://portal.test/api/x${query}`, { method: 'POST', body, headers: { 'content-type': 'application/json' } }), ctx);
  return { status: res.status, body: (await res.json()) as { message: string; fieldErrors?: Record<string, string> }, cache: res.headers.get('cache-control') };
}

describe('the wrapper parses a bounded, clean input first', () => {
  it.each(['null', '[]', '0', '"pan"', 'true', '{', ''])('refuses the body %s as unreadable, never a 500', async (raw) => {
    const before = seen.length;
    const res = await post(raw);
    expect(res).toMatchObject({ status: 400, body: { message: UNREADABLE_MESSAGE } });
    expect(seen.length).toBe(before);
  });

  it('refuses a NUL or other control character in a field with the seed message for that field', async () => {
    for (const pan of ['BKFPS4821K\u0000', 'BKFPS\u0007821K', '\ud800BKFPS4821K']) {
      const res = await post(JSON.stringify({ pan }));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: FIELDS_MESSAGE, fieldErrors: { pan: PAN_MESSAGE } });
    }
    const note = await post(JSON.stringify({ pan: 'BKFPS4821K', note: 'a\u0000' }));
    expect(note.body.fieldErrors).toEqual({ note: INVALID_DETAILS_FALLBACK });
  });

  it('refuses a field longer than any form takes, and a body larger than any form sends', async () => {
    expect((await post(JSON.stringify({ pan: 'x'.repeat(5_000) }))).status).toBe(400);
    expect(await post(JSON.stringify({ pan: 'x'.repeat(1_000_000) }))).toMatchObject({ status: 400, body: { message: UNREADABLE_MESSAGE } });
  });

  it('refuses a NUL in the query whether or not the handler reads it', async () => {
    const res = await post(JSON.stringify({ pan: 'BKFPS4821K' }), '?tab=A%00&other=%00');
    expect(res.status).toBe(400);
  });

  it("never lets zod's own English out: a rule without a message gets the seed's for its field", async () => {
    const res = await post(JSON.stringify({ pan: 'short', count: 'seven' }));
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ pan: PAN_MESSAGE, count: INVALID_DETAILS_FALLBACK });
    for (const text of [res.body.message, ...Object.values(res.body.fieldErrors ?? {})]) expect(isCatalogued(text)).toBe(true);
  });

  it('keeps tabs and line breaks a text area may hold, and answers with no-store', async () => {
    const res = await post(JSON.stringify({ pan: 'BKFPS4821K', note: 'line one\nline two\tend' }));
    expect(res).toMatchObject({ status: 200, cache: 'no-store' });
    expect((await post('null')).cache).toBe('no-store');
  });
});
