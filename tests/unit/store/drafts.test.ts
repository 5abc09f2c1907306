import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '@/server/store/db';
import {
  clearDraft,
  clearDrafts,
  clearDraftsForPan,
  DRAFT_MAX_AGE_DAYS,
  listDrafts,
  loadDraft,
  openDraft,
  purgeOldDrafts,
  saveDraft,
  sealDraft,
} from '@/server/store/drafts';
import { backends, rows, type OpenedBackend } from './backends';

const RAVI = { userId: 'demo@dit.test', kind: 'lumpsum', pan: 'BKFPS4821K' };
const VALUE = { amount: '5000', email: 'ravi.sharma@example.com', nested: { bank: '50100123456789' } };

describe('sealing', () => {
  const secret = 'a-secret-of-at-least-thirty-two-characters';

  it('opens what it sealed, for the same row only', () => {
    const sealed = sealDraft(VALUE, RAVI, secret);
    expect(openDraft(sealed, RAVI, secret)).toEqual(VALUE);
    // Case and spaces of the identity do not matter; the identity itself does.
    expect(openDraft(sealed, { ...RAVI, userId: ' DEMO@dit.test', pan: 'bkfps4821k' }, secret)).toEqual(VALUE);
    expect(openDraft(sealed, { ...RAVI, pan: 'CQWPM7310L' }, secret)).toBeNull();
    expect(openDraft(sealed, { ...RAVI, userId: 'txn@dit.test' }, secret)).toBeNull();
    expect(openDraft(sealed, { ...RAVI, kind: 'additional-purchase' }, secret)).toBeNull();
  });

  it('does not open under another secret or when tampered with', () => {
    const sealed = sealDraft(VALUE, RAVI, secret);
    expect(openDraft(sealed, RAVI, `${secret}-rotated`)).toBeNull();
    const raw = Buffer.from(sealed, 'base64url');
    raw[20] = (raw[20] ?? 0) ^ 1;
    expect(openDraft(raw.toString('base64url'), RAVI, secret)).toBeNull();
    expect(openDraft('short', RAVI, secret)).toBeNull();
  });

  it('keeps no personal data readable', () => {
    const sealed = sealDraft(VALUE, RAVI, secret);
    const text = Buffer.from(sealed, 'base64url').toString('latin1');
    expect(text).not.toContain('ravi.sharma');
    expect(text).not.toContain('50100123456789');
    expect(sealDraft(VALUE, RAVI, secret)).not.toBe(sealed); // a fresh IV each time
  });
});

describe.each(backends)('drafts on $name', (backend) => {
  let handle: OpenedBackend;
  let db: Db;

  beforeAll(async () => {
    handle = await backend.open();
    db = handle.db;
  });
  afterAll(async () => handle?.close());
  beforeEach(async () => {
    await db.execute(sql`truncate drafts`);
  });

  it('saves, replaces and loads per user, kind and PAN', async () => {
    expect(await loadDraft(db, RAVI)).toBeNull();
    await saveDraft(db, RAVI, VALUE);
    await saveDraft(db, { ...RAVI, kind: 'additional-purchase' }, { folio: '10234561' });
    await saveDraft(db, { ...RAVI, userId: 'txn@dit.test' }, { other: true });
    expect(await loadDraft(db, RAVI)).toEqual(VALUE);
    await saveDraft(db, RAVI, { amount: '7000' });
    expect(await loadDraft(db, { ...RAVI, pan: 'bkfps4821k' })).toEqual({ amount: '7000' });
    expect(await loadDraft(db, { ...RAVI, kind: 'additional-purchase' })).toEqual({ folio: '10234561' });
    expect(await loadDraft(db, { ...RAVI, userId: 'txn@dit.test' })).toEqual({ other: true });
  });

  it("lists one user's drafts of a kind, newest first, leaving out old ones and other users'", async () => {
    const old = new Date(Date.now() - (DRAFT_MAX_AGE_DAYS + 1) * 86_400_000);
    await saveDraft(db, RAVI, VALUE, new Date(Date.now() - 60_000));
    await saveDraft(db, { ...RAVI, pan: 'CQWPM7310L' }, { meera: true });
    await saveDraft(db, { ...RAVI, pan: 'AMNPV5512Q' }, { anita: true }, old);
    await saveDraft(db, { ...RAVI, kind: 'sip' }, { sip: true });
    await saveDraft(db, { ...RAVI, userId: 'txn@dit.test', pan: 'EZTPR5532M' }, { farah: true });
    const listed = await listDrafts(db, ' DEMO@dit.test', 'lumpsum');
    expect(listed.map((d) => [d.pan, d.value])).toEqual([['CQWPM7310L', { meera: true }], ['BKFPS4821K', VALUE]]);
  });

  it('stores only ciphertext', async () => {
    await saveDraft(db, RAVI, VALUE);
    const [row] = await rows<{ sealed: string }>(db, sql`select sealed from drafts`);
    expect(row?.sealed).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(row?.sealed).not.toContain('5000');
  });

  it('clears one draft, chosen kinds, or all of one PAN', async () => {
    const kinds = ['lumpsum', 'sip', 'switch', 'stp', 'mandate'];
    for (const kind of kinds) await saveDraft(db, { ...RAVI, kind }, { kind });
    await saveDraft(db, { ...RAVI, pan: 'CQWPM7310L', kind: 'sip' }, { meera: true });

    await clearDraft(db, RAVI);
    expect(await loadDraft(db, RAVI)).toBeNull();
    await clearDrafts(db, { userId: RAVI.userId, pan: RAVI.pan, kinds: ['sip', 'switch'] });
    expect(await loadDraft(db, { ...RAVI, kind: 'sip' })).toBeNull();
    expect(await loadDraft(db, { ...RAVI, kind: 'stp' })).toEqual({ kind: 'stp' });
    expect(await loadDraft(db, { ...RAVI, pan: 'CQWPM7310L', kind: 'sip' })).toEqual({ meera: true });

    await clearDraftsForPan(db, 'DEMO@dit.test', 'bkfps4821k');
    const left = await rows<{ pan: string }>(db, sql`select pan from drafts`);
    expect(left).toEqual([{ pan: 'CQWPM7310L' }]);
  });

  it('forgets a draft older than the limit', async () => {
    const old = new Date(Date.now() - (DRAFT_MAX_AGE_DAYS + 1) * 86_400_000);
    await saveDraft(db, RAVI, VALUE, old);
    await saveDraft(db, { ...RAVI, kind: 'sip' }, VALUE, old);
    expect(await loadDraft(db, RAVI)).toBeNull();
    expect(await rows(db, sql`select 1 from drafts where kind = 'lumpsum'`)).toEqual([]);
    await purgeOldDrafts(db);
    expect(await rows(db, sql`select 1 from drafts`)).toEqual([]);
  });

  it('removes a row that no longer opens', async () => {
    await saveDraft(db, RAVI, VALUE);
    await db.execute(sql`update drafts set sealed = ${sealDraft(VALUE, RAVI, 'another-secret-of-thirty-two-characters!')}`);
    expect(await loadDraft(db, RAVI)).toBeNull();
    expect(await rows(db, sql`select 1 from drafts`)).toEqual([]);
  });
});
