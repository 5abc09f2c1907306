import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TrackerQuery } from '@/lib/tracker/query';
import type { Db } from '@/server/store/db';
import { adoptRegistrarTransactions, ENTERED_ELSEWHERE, findByReference, lastMade, listInitiations, mandatesToRefresh, markReinitiated, recordInitiation, rowsToRefresh, updateStates, type NewInitiation } from '@/server/store/initiations';
import { initiations } from '@/server/store/schema/initiations';
import { backends, useBackend } from './backends';

const ARN = 'ARN-112233';
const OTHER_ARN = 'ARN-445566';
const NOW = new Date('2026-03-10T06:30:00.000Z');
const minutesAgo = (n: number) => new Date(NOW.getTime() - n * 60_000);
const daysAgo = (n: number) => minutesAgo(n * 24 * 60);

function row(over: Partial<NewInitiation> = {}): NewInitiation {
  const at = over.at ?? minutesAgo(10);
  return {
    userId: 'demo@dit.test', arn: ARN, at, updatedAt: at, ip: '203.0.113.7', userAgent: 'Mozilla/5.0', kind: 'additional-purchase',
    pan: 'BKFPS4821K', investor: 'Ravi Sharma', folio: '10234561', scheme: 'Multicap Fund', amount: '5000',
    reference: null, referenceKind: null, outcome: 'made', message: null, idempotencyKey: null, ...over,
  };
}

const page = (q: Partial<TrackerQuery> = {}): TrackerQuery => ({ page: 1, pageSize: 50, ...q });
const refs = async (db: Db, arn: string, q: Partial<TrackerQuery> = {}) => (await listInitiations(db, arn, page(q))).rows.map((r) => r.reference);

describe.each(backends)('the initiations trail on $name', (backend) => {
  const db = useBackend(backend, 'initiations');

  /** A book of rows for both ARNs, each named by its reference; newest first is T1, T2, … */
  async function seed() {
    const rows: NewInitiation[] = [
      row({ reference: 'T1', at: minutesAgo(1), referenceKind: 'txn', state: 'P' }),
      row({ reference: 'T2', at: minutesAgo(2), outcome: 'in-doubt', amount: null }),
      row({ reference: 'T3', at: minutesAgo(3), outcome: 'refused', message: 'Amount should be greater than or equal to 500', kind: 'redemption' }),
      row({ reference: 'T4', at: minutesAgo(4), kind: 'nfo-link', pan: null, investor: null }),
      row({ reference: 'T5', at: daysAgo(3), referenceKind: 'txn', state: 'L', pan: 'CQWPM7310L', investor: 'Meera Nair', kind: 'sip-topup' }),
      row({ reference: 'T6', at: daysAgo(10), kind: 'mailback', pan: 'CQWPM7310L', investor: 'Meera Nair', amount: null }),
      row({ reference: 'T7', at: minutesAgo(5), kind: 'link-resend', referenceKind: 'txn' }),
      // Another distributor's rows, some of them the same references and investors.
      row({ reference: 'T1', arn: OTHER_ARN, userId: 'txn@dit.test', at: minutesAgo(1), referenceKind: 'txn', state: 'P' }),
      row({ reference: 'X9', arn: OTHER_ARN, userId: 'txn@dit.test', investor: 'Ravi Sharma', outcome: 'in-doubt' }),
    ];
    for (const r of rows) {
      const { state, ...rest } = r;
      await recordInitiation(db(), rest);
      if (state) await updateStates(db(), r.arn, [{ reference: r.reference!, state, expiresAt: null, detail: {} }], minutesAgo(0));
    }
  }

  it('lists the ARN’s rows newest first with the total, leaving out the resends and every other ARN’s rows', async () => {
    await seed();
    const { rows, total } = await listInitiations(db(), ARN, page());
    expect(rows.map((r) => r.reference)).toEqual(['T1', 'T2', 'T3', 'T4', 'T5', 'T6']);
    expect(total).toBe(6);
    expect(rows.every((r) => r.arn === ARN)).toBe(true);
    expect(await refs(db(), OTHER_ARN)).toEqual(['T1', 'X9']);
    expect(await refs(db(), 'ARN-000000')).toEqual([]);
  });

  it('filters by state: the registrar’s, or the request’s own outcome (D in doubt, X refused, M made with none known)', async () => {
    await seed();
    expect(await refs(db(), ARN, { state: 'P' })).toEqual(['T1']);
    expect(await refs(db(), ARN, { state: 'L' })).toEqual(['T5']);
    expect(await refs(db(), ARN, { state: 'D' })).toEqual(['T2']);
    expect(await refs(db(), ARN, { state: 'X' })).toEqual(['T3']);
    expect(await refs(db(), ARN, { state: 'M' })).toEqual(['T4', 'T6']);
    expect(await refs(db(), ARN, { state: 'E' })).toEqual([]);
  });

  it('filters by kinds, investor, search and days', async () => {
    await seed();
    expect(await refs(db(), ARN, { kinds: ['sip-topup', 'mailback'] })).toEqual(['T5', 'T6']);
    // Asking for the resends by kind still leaves them out: they belong to their transaction's timeline.
    expect(await refs(db(), ARN, { kinds: ['link-resend'] })).toEqual([]);
    expect(await refs(db(), ARN, { pan: 'CQWPM7310L' })).toEqual(['T5', 'T6']);
    expect(await refs(db(), ARN, { search: 'T3' })).toEqual(['T3']);
    expect(await refs(db(), ARN, { search: ' cqwpm7310l ' })).toEqual(['T5', 'T6']);
    expect(await refs(db(), ARN, { search: 'meera' })).toEqual(['T5', 'T6']);
    expect(await refs(db(), ARN, { search: 'RAVI SH' })).toEqual(['T1', 'T2', 'T3']);
    // A wildcard typed into the box is a character like any other.
    expect(await refs(db(), ARN, { search: '%' })).toEqual([]);
    expect(await refs(db(), ARN, { search: 'Ra_i' })).toEqual([]);
    expect(await refs(db(), ARN, { from: daysAgo(4), to: daysAgo(1) })).toEqual(['T5']);
    expect(await refs(db(), ARN, { from: daysAgo(4) })).toEqual(['T1', 'T2', 'T3', 'T4', 'T5']);
    // `to` is exclusive (the tracker passes the start of the day after the last one asked for).
    expect(await refs(db(), ARN, { to: new Date(daysAgo(3).getTime() + 1) })).toEqual(['T5', 'T6']);
    expect(await refs(db(), ARN, { to: daysAgo(3) })).toEqual(['T6']);
    expect(await refs(db(), ARN, { search: 'meera', state: 'L', kinds: ['sip-topup'] })).toEqual(['T5']);
  });

  it('pages through the rows with the total of all that match', async () => {
    await seed();
    const first = await listInitiations(db(), ARN, page({ pageSize: 4 }));
    const second = await listInitiations(db(), ARN, page({ pageSize: 4, page: 2 }));
    const third = await listInitiations(db(), ARN, page({ pageSize: 4, page: 3 }));
    expect(first.rows.map((r) => r.reference)).toEqual(['T1', 'T2', 'T3', 'T4']);
    expect(second.rows.map((r) => r.reference)).toEqual(['T5', 'T6']);
    expect(third.rows).toEqual([]);
    expect([first.total, second.total, third.total]).toEqual([6, 6, 6]);
    expect((await listInitiations(db(), ARN, page({ pageSize: 1, state: 'M' }))).total).toBe(2);
  });

  it('sorts across every page by investor, type, amount (by value, blanks last) or oldest first', async () => {
    await seed();
    await recordInitiation(db(), row({ reference: 'T8', at: minutesAgo(6), amount: '25000', investor: 'anita Verma' }));
    expect(await refs(db(), ARN, { sort: { key: 'amount', dir: 'desc' } })).toEqual(['T8', 'T1', 'T3', 'T4', 'T5', 'T2', 'T6']);
    expect(await refs(db(), ARN, { sort: { key: 'amount', dir: 'asc' } })).toEqual(['T1', 'T3', 'T4', 'T5', 'T8', 'T2', 'T6']);
    expect(await refs(db(), ARN, { sort: { key: 'investor', dir: 'asc' } })).toEqual(['T8', 'T5', 'T6', 'T1', 'T2', 'T3', 'T4']);
    expect(await refs(db(), ARN, { sort: { key: 'at', dir: 'asc' } })).toEqual(['T6', 'T5', 'T8', 'T4', 'T3', 'T2', 'T1']);
    expect((await refs(db(), ARN, { sort: { key: 'kind', dir: 'asc' } }))[0]).toBe('T1');
    // In the order given (the service passes its labels' order); a kind not in it comes after them.
    const kindOrder = ['sip-topup', 'mailback', 'redemption', 'additional-purchase'];
    expect(await refs(db(), ARN, { sort: { key: 'kind', dir: 'asc' }, kindOrder })).toEqual(['T5', 'T6', 'T3', 'T1', 'T2', 'T8', 'T4']);
    expect((await listInitiations(db(), ARN, page({ pageSize: 2, page: 2, sort: { key: 'amount', dir: 'desc' } }))).rows.map((r) => r.reference)).toEqual(['T3', 'T4']);
  });

  it('orders rows of the same moment newest recorded first', async () => {
    const at = minutesAgo(1);
    for (const reference of ['S1', 'S2', 'S3']) await recordInitiation(db(), row({ reference, at }));
    expect(await refs(db(), ARN)).toEqual(['S3', 'S2', 'S1']);
  });

  it('refreshes only the ARN’s transaction rows that can still change and were not just read', async () => {
    const txn = { referenceKind: 'txn' as const };
    await recordInitiation(db(), row({ ...txn, reference: 'R-new' }));
    await recordInitiation(db(), row({ ...txn, reference: 'R-doubt', outcome: 'in-doubt' }));
    await recordInitiation(db(), row({ ...txn, reference: 'R-pending' }));
    await recordInitiation(db(), row({ ...txn, reference: 'R-approved' }));
    await recordInitiation(db(), row({ ...txn, reference: 'R-allotted' }));
    await recordInitiation(db(), row({ ...txn, reference: 'R-rejected' }));
    await recordInitiation(db(), row({ ...txn, reference: 'R-expired' }));
    await recordInitiation(db(), row({ ...txn, reference: 'R-fresh' }));
    await recordInitiation(db(), row({ ...txn, reference: 'R-refused', outcome: 'refused' }));
    await recordInitiation(db(), row({ ...txn, reference: 'R-old', at: daysAgo(61) }));
    await recordInitiation(db(), row({ reference: 'MAIL-1', kind: 'mailback' }));
    await recordInitiation(db(), row({ ...txn, reference: 'R-other', arn: OTHER_ARN }));
    const read = (reference: string, state: string, at: Date) => updateStates(db(), ARN, [{ reference, state, expiresAt: null, detail: {} }], at);
    await read('R-pending', 'P', minutesAgo(5));
    await read('R-approved', 'A', minutesAgo(5));
    await read('R-allotted', 'L', minutesAgo(5));
    await read('R-rejected', 'R', minutesAgo(5));
    await read('R-expired', 'E', minutesAgo(5));
    await read('R-fresh', 'P', new Date(NOW.getTime() - 10_000));

    const due = (await rowsToRefresh(db(), ARN, NOW)).map((r) => r.reference).sort();
    expect(due).toEqual(['R-approved', 'R-doubt', 'R-new', 'R-pending']);
    // With a shorter wait the row just read is due as well.
    expect((await rowsToRefresh(db(), ARN, NOW, 5_000)).map((r) => r.reference)).toContain('R-fresh');
    expect((await rowsToRefresh(db(), OTHER_ARN, NOW)).map((r) => r.reference)).toEqual(['R-other']);
  });

  it('updates the state of the ARN’s transaction rows of a reference and of nothing else', async () => {
    await recordInitiation(db(), row({ reference: '5100001', referenceKind: 'txn', at: minutesAgo(3) }));
    await recordInitiation(db(), row({ reference: '5100001', referenceKind: 'txn', kind: 'link-resend', at: minutesAgo(2) }));
    await recordInitiation(db(), row({ reference: '5100001', referenceKind: null, kind: 'mailback', at: minutesAgo(1) }));
    await recordInitiation(db(), row({ reference: '5100001', referenceKind: 'txn', arn: OTHER_ARN }));
    const expiresAt = new Date('2026-03-12T06:30:00.000Z');
    await updateStates(db(), ARN, [{ reference: '5100001', state: 'P', expiresAt, detail: { link: 'https://example.test/a', resendsLeft: '2' } }], NOW);

    const all = await db().select().from(initiations).orderBy(asc(initiations.id));
    const [made, resend, mail, other] = all;
    for (const updated of [made, resend]) expect(updated).toMatchObject({ state: 'P', expiresAt, detail: { link: 'https://example.test/a', resendsLeft: '2' }, checkedAt: NOW });
    expect(mail).toMatchObject({ state: null, checkedAt: null, detail: null });
    expect(other).toMatchObject({ state: null, checkedAt: null });
    // The row that initiated it, not the later resend of its link.
    expect((await findByReference(db(), ARN, '5100001'))).toMatchObject({ kind: 'additional-purchase', at: minutesAgo(3) });
    expect((await findByReference(db(), OTHER_ARN, '5100001'))?.arn).toBe(OTHER_ARN);
    expect(await findByReference(db(), ARN, '5100002')).toBeNull();
  });

  it('keeps one row for a transaction the registrar reports and the trail lacks, and gives it up to the row that initiated it', async () => {
    await recordInitiation(db(), row({ reference: '5100001', referenceKind: 'txn' }));
    const found = (reference: string) => ({ reference, at: minutesAgo(30), kind: 'redemption', pan: 'BKFPS4821K', investor: 'Ravi Sharma', folio: null, scheme: 'Flexi Cap', amount: null });
    expect(await adoptRegistrarTransactions(db(), ARN, [found('5100001'), found('5000001')], NOW)).toBe(1);
    expect(await adoptRegistrarTransactions(db(), ARN, [found('5000001')], NOW)).toBe(0);
    await Promise.all([adoptRegistrarTransactions(db(), ARN, [found('5000002')], NOW), adoptRegistrarTransactions(db(), ARN, [found('5000002')], NOW)]);
    const adopted = await db().select().from(initiations).where(eq(initiations.userId, ENTERED_ELSEWHERE)).orderBy(asc(initiations.id));
    expect(adopted.map((r) => [r.reference, r.kind, r.ip, r.outcome, r.referenceKind])).toEqual([
      ['5000001', 'redemption', null, 'made', 'txn'],
      ['5000002', 'redemption', null, 'made', 'txn'],
    ]);
    expect(await rowsToRefresh(db(), ARN, NOW)).toEqual(expect.arrayContaining([expect.objectContaining({ reference: '5000001' })]));
    // The portal's own confirmation noted its reference late: its row stands for the transaction.
    await recordInitiation(db(), row({ reference: '5000002', referenceKind: 'txn', at: minutesAgo(31) }));
    expect((await refs(db(), ARN)).filter((r) => r === '5000002')).toHaveLength(1);
    expect(await findByReference(db(), ARN, '5000002')).toMatchObject({ userId: 'demo@dit.test' });
    expect(await findByReference(db(), OTHER_ARN, '5000001')).toBeNull();
  });

  it('notes on an expired transaction that it was reinitiated, keeping what its row said', async () => {
    await recordInitiation(db(), row({ reference: '5000008', referenceKind: 'txn' }));
    await updateStates(db(), ARN, [{ reference: '5000008', state: 'E', expiresAt: null, detail: { reinitiable: 'Y', reason: '' } }], NOW);
    await markReinitiated(db(), ARN, '5000008', '5100009');
    expect((await findByReference(db(), ARN, '5000008'))?.detail).toEqual({ reinitiable: 'N', reason: '', reinitiatedAs: '5100009' });
    // Another distributor's row of the same number is not touched.
    await markReinitiated(db(), OTHER_ARN, '5000008', '5100010');
    expect((await findByReference(db(), ARN, '5000008'))?.detail?.reinitiatedAs).toBe('5100009');
  });

  it('adopts a reused number as a new transaction when the trail row for it was made before the registrar entered it', async () => {
    // A registrar that numbers afresh reports 5000003 for a transaction entered 30 minutes ago; the trail's
    // 5000003 is from two hours ago, so it is another transaction.
    await recordInitiation(db(), row({ reference: '5000003', referenceKind: 'txn', at: minutesAgo(120) }));
    const found = { reference: '5000003', at: minutesAgo(30), kind: 'redemption', pan: 'BKFPS4821K', investor: 'Ravi Sharma', folio: null, scheme: 'Flexi Cap', amount: null };
    expect(await adoptRegistrarTransactions(db(), ARN, [found], NOW)).toBe(1);
    expect(await adoptRegistrarTransactions(db(), ARN, [found], NOW)).toBe(0);
    expect((await refs(db(), ARN)).filter((r) => r === '5000003')).toHaveLength(2);
    expect(await findByReference(db(), ARN, '5000003')).toMatchObject({ userId: ENTERED_ELSEWHERE });
  });

  it('tells when each investor or reference last had a request of a kind made, refusals and other ARNs left out', async () => {
    await recordInitiation(db(), row({ kind: 'ekyc-mail', pan: 'BKFPS4821K', at: minutesAgo(30) }));
    await recordInitiation(db(), row({ kind: 'ekyc-mail', pan: 'BKFPS4821K', at: minutesAgo(5) }));
    await recordInitiation(db(), row({ kind: 'ekyc-mail', pan: 'CQWPM7310L', at: minutesAgo(1), outcome: 'refused' }));
    await recordInitiation(db(), row({ kind: 'ekyc-mail', pan: 'CQWPM7310L', at: minutesAgo(2), arn: OTHER_ARN }));
    await recordInitiation(db(), row({ kind: 'link-resend', reference: '5000001', at: minutesAgo(7) }));
    const sent = await lastMade(db(), ARN, 'ekyc-mail', 'pan', ['BKFPS4821K', 'CQWPM7310L']);
    expect([...sent.entries()]).toEqual([['BKFPS4821K', minutesAgo(5)]]);
    expect((await lastMade(db(), ARN, 'link-resend', 'reference', ['5000001', '5000002'])).get('5000001')).toEqual(minutesAgo(7));
    expect((await lastMade(db(), ARN, 'ekyc-mail', 'pan', [])).size).toBe(0);
  });

  it('keeps one row per user and key: a later outcome updates it and keeps the facts it knew', async () => {
    const key = 'confirm-key-0123456789';
    await recordInitiation(db(), row({ userId: 'Demo@DIT.test', idempotencyKey: key, outcome: 'in-doubt', reference: null }));
    const later = minutesAgo(0);
    await recordInitiation(db(), {
      ...row({ idempotencyKey: key, outcome: 'made', reference: '5100009', referenceKind: 'txn', at: later, updatedAt: later }),
      pan: null, investor: null, folio: null, scheme: null, amount: null,
    });
    // The same key of another user is another request.
    await recordInitiation(db(), row({ userId: 'txn@dit.test', arn: OTHER_ARN, idempotencyKey: key }));

    const mine = await db().select().from(initiations).orderBy(asc(initiations.id));
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({
      userId: 'demo@dit.test', outcome: 'made', reference: '5100009', referenceKind: 'txn', at: minutesAgo(10), updatedAt: later,
      pan: 'BKFPS4821K', investor: 'Ravi Sharma', folio: '10234561', scheme: 'Multicap Fund', amount: '5000', message: null,
    });
    // Rows without a key never stand for one another.
    await recordInitiation(db(), row());
    await recordInitiation(db(), row());
    expect(await db().select().from(initiations)).toHaveLength(4);
  });

  it("asks again about a mandate registration until the registrar has it Active, and updates only the ARN's mandate rows", async () => {
    await recordInitiation(db(), row({ kind: 'upi-mandate', reference: 'UP8100007', referenceKind: 'mandate', at: minutesAgo(2) }));
    await recordInitiation(db(), row({ kind: 'enach-mandate', reference: 'EN8100008', referenceKind: 'mandate', at: daysAgo(61) }));
    await recordInitiation(db(), row({ kind: 'upi-mandate', reference: 'UP8100007', referenceKind: 'mandate', arn: OTHER_ARN, userId: 'txn@dit.test' }));
    // A transaction row with the same reference is not a mandate's.
    await recordInitiation(db(), row({ reference: 'UP8100007', referenceKind: 'txn' }));
    expect(await mandatesToRefresh(db(), ARN, NOW)).toEqual(['UP8100007']);
    await updateStates(db(), ARN, [{ reference: 'UP8100007', state: 'P', expiresAt: null, detail: {} }], NOW, 'mandate');
    expect(await mandatesToRefresh(db(), ARN, NOW)).toEqual(['UP8100007']);
    await updateStates(db(), ARN, [{ reference: 'UP8100007', state: 'K', expiresAt: null, detail: {} }], NOW, 'mandate');
    expect(await mandatesToRefresh(db(), ARN, NOW)).toEqual([]);
    const states = (await db().select().from(initiations).orderBy(asc(initiations.id))).map((r) => [r.arn, r.referenceKind, r.state]);
    expect(states).toEqual([[ARN, 'mandate', 'K'], [ARN, 'mandate', null], [OTHER_ARN, 'mandate', null], [ARN, 'txn', null]]);
  });
});
