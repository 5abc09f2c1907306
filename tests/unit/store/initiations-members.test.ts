import { describe, expect, it } from 'vitest';
import { TRAIL_HOLDER } from '@/lib/rules/team-trail';
import type { TrackerQuery } from '@/lib/tracker/query';
import type { Db } from '@/server/store/db';
import { adoptRegistrarTransactions, listInitiations, recordInitiation, trailPeople, trailRows, type NewInitiation } from '@/server/store/initiations';
import { backends, useBackend } from './backends';

// Who did what (issue 43): the trail records the firm's member beside the user id, the tracker filters by
// member, a member with a narrower scope reads their own rows and their scope's investors', and the
// admin's export reads a period a batch at a time.

const ARN = 'ARN-112233';
const OTHER_ARN = 'ARN-445566';
const NOW = new Date('2026-03-10T06:30:00.000Z');
const minutesAgo = (n: number) => new Date(NOW.getTime() - n * 60_000);
const daysAgo = (n: number) => minutesAgo(n * 24 * 60);

const RAVI = 'BKFPS4821K';
const MEERA = 'CQWPM7310L';
const POOJA = 'AAAPN1234C';
const RAHUL = { memberId: '2', memberName: 'Rahul Pillai', userId: 'rahul.pillai@ashamenon.in' };
const DIVYA = { memberId: '3', memberName: 'Divya Nair', userId: 'divya.nair@ashamenon.in' };

function row(over: Partial<NewInitiation> = {}): NewInitiation {
  const at = over.at ?? minutesAgo(10);
  return {
    userId: 'demo@dit.test', arn: ARN, at, updatedAt: at, ip: '203.0.113.7', userAgent: 'Mozilla/5.0', kind: 'additional-purchase',
    pan: RAVI, investor: 'Ravi Sharma', folio: '10234561', scheme: 'Multicap Fund', amount: '5000',
    reference: null, referenceKind: null, outcome: 'made', message: null, idempotencyKey: null, ...over,
  };
}

const query = (q: Partial<TrackerQuery> = {}): TrackerQuery => ({ page: 1, pageSize: 50, ...q });
const refs = async (db: Db, q: Partial<TrackerQuery> = {}) => (await listInitiations(db, ARN, query(q))).rows.map((r) => r.reference);

describe.each(backends)('the trail of a firm’s members on $name', (backend) => {
  const db = useBackend(backend, 'initiations');

  /** Newest first: H1 the holder's, R1 and R2 Rahul's, D1 Divya's, E1 entered elsewhere. */
  async function seed() {
    await recordInitiation(db(), row({ reference: 'H1', at: minutesAgo(1) }));
    await recordInitiation(db(), row({ ...RAHUL, reference: 'R1', at: minutesAgo(2), kind: 'nfo-link', pan: null, investor: null }));
    await recordInitiation(db(), row({ ...RAHUL, reference: 'R2', at: minutesAgo(3), pan: POOJA, investor: 'Pooja Nair' }));
    await recordInitiation(db(), row({ ...DIVYA, reference: 'D1', at: minutesAgo(4), pan: MEERA, investor: 'Meera Nair' }));
    await adoptRegistrarTransactions(db(), ARN, [{ reference: 'E1', at: minutesAgo(5), kind: 'redemption', pan: MEERA, investor: 'Meera Nair', folio: null, scheme: null, amount: null }], NOW);
    await recordInitiation(db(), row({ ...RAHUL, arn: OTHER_ARN, reference: 'X1' }));
  }

  it('records the member beside the user id, and none for the ARN holder', async () => {
    await seed();
    const { rows } = await listInitiations(db(), ARN, query());
    expect(rows.map((r) => [r.reference, r.userId, r.memberId, r.memberName])).toEqual([
      ['H1', 'demo@dit.test', null, null],
      ['R1', RAHUL.userId, '2', 'Rahul Pillai'],
      ['R2', RAHUL.userId, '2', 'Rahul Pillai'],
      ['D1', DIVYA.userId, '3', 'Divya Nair'],
      ['E1', '', null, null],
    ]);
  });

  it('keeps the member when a retry of an in-doubt confirmation updates its row', async () => {
    await recordInitiation(db(), row({ ...RAHUL, idempotencyKey: 'k-1', outcome: 'in-doubt' }));
    await recordInitiation(db(), row({ ...RAHUL, idempotencyKey: 'k-1', outcome: 'made', reference: '5100009', referenceKind: 'txn' }));
    const { rows } = await listInitiations(db(), ARN, query());
    expect(rows.map((r) => [r.reference, r.outcome, r.memberId])).toEqual([['5100009', 'made', '2']]);
  });

  it('filters by member, or by the ARN holder (never the rows entered elsewhere)', async () => {
    await seed();
    expect(await refs(db(), { by: '2' })).toEqual(['R1', 'R2']);
    expect(await refs(db(), { by: '3' })).toEqual(['D1']);
    expect(await refs(db(), { by: TRAIL_HOLDER })).toEqual(['H1']);
    expect(await refs(db(), { by: '99' })).toEqual([]);
    expect(await refs(db(), { by: '2', search: 'pooja' })).toEqual(['R2']);
  });

  it('gives a narrower member their own rows and those of the PANs in their scope', async () => {
    await seed();
    // Rahul's scope holds Meera: his own two rows, and Divya's and the registrar's rows of Meera.
    expect(await refs(db(), { within: { memberId: '2', pans: [MEERA] } })).toEqual(['R1', 'R2', 'D1', 'E1']);
    // With nothing in scope (or the list unreadable), only what he initiated.
    expect(await refs(db(), { within: { memberId: '2', pans: [] } })).toEqual(['R1', 'R2']);
    // Ravi is the holder's investor here: in scope, his row shows.
    expect(await refs(db(), { within: { memberId: '3', pans: [RAVI, 'ZZZZZ9999Z'] } })).toEqual(['H1', 'D1']);
    expect((await listInitiations(db(), ARN, query({ within: { memberId: '3', pans: [RAVI] } }))).total).toBe(2);
    // Narrowed further by the filters, never widened.
    expect(await refs(db(), { within: { memberId: '2', pans: [MEERA] }, by: '3' })).toEqual(['D1']);
  });

  it('takes a scope of thousands of PANs as one parameter', async () => {
    await seed();
    const pans = Array.from({ length: 30_000 }, (_, i) => `AAAPA${String(i).padStart(4, '0')}A`);
    expect(await refs(db(), { within: { memberId: '3', pans: [...pans, RAVI] } })).toEqual(['H1', 'D1']);
  });

  it('lists the people who appear in the ARN’s trail: the holder first, then the members by name', async () => {
    expect(await trailPeople(db(), ARN)).toEqual([]);
    await seed();
    expect(await trailPeople(db(), ARN)).toEqual([
      { memberId: null, name: '' },
      { memberId: '3', name: 'Divya Nair' },
      { memberId: '2', name: 'Rahul Pillai' },
    ]);
    expect(await trailPeople(db(), OTHER_ARN)).toEqual([{ memberId: '2', name: 'Rahul Pillai' }]);
  });

  it('reads a period oldest first, a batch at a time, every kind and entry included', async () => {
    await seed();
    await recordInitiation(db(), row({ reference: 'OLD', at: daysAgo(40) }));
    await recordInitiation(db(), row({ reference: 'RS', kind: 'link-resend', referenceKind: 'txn', at: minutesAgo(6) }));
    // Two rows of one moment come in the order they were recorded, and no batch boundary repeats or skips one.
    await recordInitiation(db(), row({ reference: 'S1', at: minutesAgo(7) }));
    await recordInitiation(db(), row({ reference: 'S2', at: minutesAgo(7) }));
    const batches: string[][] = [];
    for await (const batch of trailRows(db(), ARN, daysAgo(1), NOW, 2)) batches.push(batch.map((r) => r.reference ?? ''));
    expect(batches).toEqual([['S1', 'S2'], ['RS', 'E1'], ['D1', 'R2'], ['R1', 'H1']]);
    // `to` is exclusive, `from` inclusive.
    const all = async (from: Date, to: Date) => {
      const out: string[] = [];
      for await (const batch of trailRows(db(), ARN, from, to)) out.push(...batch.map((r) => r.reference ?? ''));
      return out;
    };
    expect(await all(daysAgo(40), minutesAgo(5))).toEqual(['OLD', 'S1', 'S2', 'RS']);
    expect(await all(minutesAgo(5), minutesAgo(3))).toEqual(['E1', 'D1']);
    expect(await all(daysAgo(100), daysAgo(50))).toEqual([]);
  });
});
