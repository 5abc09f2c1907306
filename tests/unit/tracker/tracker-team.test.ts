import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionMember } from '@/lib/auth/portal-session';
import type { TeamRole } from '@/lib/rules/team-roles';
import type { DistributorAuth } from '@/server/auth/session';

// Track Transactions for a firm's people (issue 43), against the scripted registrar and a real store:
// each row says who initiated it; the admin chooses among the people who appear in the trail; a member
// whose scope is not the whole book reads their own rows and those of their scope's investors.

process.env.PORTAL_DATA_DIR = 'memory://';

vi.mock('@/server/fundhouse/upstream', async () => (await import('../support/scripted-upstream')).upstreamModule());
const { upstream } = await import('../support/scripted-upstream');
const { resendAuthorisationLink, transactionStatuses, transactionTimeline: timelineEndpoint } = await import('@/server/fundhouse/endpoints/lifecycle');
const { allClients } = await import('@/server/fundhouse/endpoints/investors');
const { closeDb, getDb } = await import('@/server/store/db');
const { recordInitiation } = await import('@/server/store/initiations');
const { initiations } = await import('@/server/store/schema/initiations');
const { trackerPage } = await import('@/server/services/tracker/tracker');
const { transactionTimeline } = await import('@/server/services/tracker/tracker-timeline');
const { resendLink } = await import('@/server/services/tracker/tracker-actions');
const { TRAIL_HOLDER } = await import('@/lib/rules/team-trail');

const ARN = 'ARN-112233';
const RAVI = 'BKFPS4821K';
const MEERA = 'CQWPM7310L';

function authOf(role?: TeamRole, member?: SessionMember): DistributorAuth {
  const userId = member ? `member-${member.id}@ashamenon.in` : 'demo@dit.test';
  return { session: { userId, arn: ARN, name: 'Asha Menon', flag: 'N', lastLogin: '', role: role ?? 'Admin', member: member ?? null }, token: `token-${userId}` };
}
const member = (id: string, name: string, scope: SessionMember['scope']): SessionMember => ({ id, name, euin: '', subBroker: '', scope });
const RAHUL = member('2', 'Rahul Pillai', 'euin');

beforeAll(async () => {
  await getDb();
}, 180_000);
beforeEach(async () => {
  upstream.reset();
  upstream.answer(transactionStatuses, { Statuses: [] });
  upstream.answer(allClients, { DtData: [{ Name: 'Meera Nair', Pan: MEERA, Mobile: null, Email: null, Kyc: 'Y', Fatca: 'Y', Favorite: 'N' }] });
  const db = await getDb();
  await db.delete(initiations);
  const row = (reference: string, minutes: number, over: Record<string, string | null>) => {
    const at = new Date(Date.now() - minutes * 60_000);
    return recordInitiation(db, {
      userId: 'demo@dit.test', arn: ARN, at, updatedAt: at, ip: null, userAgent: null, kind: 'mailback', pan: RAVI, investor: 'Ravi Sharma', folio: null, scheme: null,
      amount: null, reference, referenceKind: null, outcome: 'made', message: null, idempotencyKey: null, ...over,
    });
  };
  await row('H1', 1, {});
  await row('R1', 2, { userId: 'member-2@ashamenon.in', memberId: '2', memberName: 'Rahul Pillai', pan: null, investor: null, kind: 'nfo-link' });
  await row('D1', 3, { userId: 'member-3@ashamenon.in', memberId: '3', memberName: 'Divya Nair', pan: MEERA, investor: 'Meera Nair' });
  await row('D2', 4, { userId: 'member-3@ashamenon.in', memberId: '3', memberName: 'Divya Nair' });
});
afterAll(() => closeDb());

const shown = (page: Awaited<ReturnType<typeof trackerPage>>) => page.rows.map((r) => [r.reference, r.by.name]);

describe('the tracker of a firm', () => {
  it("gives the admin every row, who initiated each, and the people of the trail to filter by", async () => {
    for (const auth of [authOf(), authOf('Admin', member('1', 'Leela Thomas', 'book'))]) {
      const page = await trackerPage(auth, {});
      expect(shown(page)).toEqual([['H1', 'Asha Menon'], ['R1', 'Rahul Pillai'], ['D1', 'Divya Nair'], ['D2', 'Divya Nair']]);
      expect(page.people).toEqual([
        { value: TRAIL_HOLDER, label: 'Asha Menon (ARN holder)' },
        { value: '3', label: 'Divya Nair' },
        { value: '2', label: 'Rahul Pillai' },
      ]);
      expect(shown(await trackerPage(auth, { by: '3' }))).toEqual([['D1', 'Divya Nair'], ['D2', 'Divya Nair']]);
      expect(shown(await trackerPage(auth, { by: TRAIL_HOLDER }))).toEqual([['H1', 'Asha Menon']]);
    }
    // Nobody's book is read for the admin's view.
    expect(upstream.paramsOf(allClients)).toEqual([]);
  });

  it('gives a member who sees the whole book every row, with no choice of person', async () => {
    const page = await trackerPage(authOf('Operations', member('3', 'Divya Nair', 'book')), {});
    expect(shown(page)).toHaveLength(4);
    expect(page.people).toBeNull();
  });

  it("gives a narrower member their own rows and their scope's investors' only, whatever they ask", async () => {
    const auth = authOf('Adviser', RAHUL);
    const page = await trackerPage(auth, {});
    expect(shown(page)).toEqual([['R1', 'Rahul Pillai'], ['D1', 'Divya Nair']]);
    expect(page.total).toBe(2);
    expect(page.people).toBeNull();
    // A filter narrows within that part; it never reaches past it.
    expect(shown(await trackerPage(auth, { by: '3' }))).toEqual([['D1', 'Divya Nair']]);
    expect(shown(await trackerPage(auth, { by: TRAIL_HOLDER }))).toEqual([]);
    expect(shown(await trackerPage(auth, { search: RAVI }))).toEqual([]);
  });

  it('gives a narrower member their own rows only while their book cannot be read', async () => {
    upstream.fail(allClients, 'timeout');
    // Another sign-in of Rahul's (the copy of a book is kept per user id): nothing of his book is known.
    const auth = authOf('Adviser', RAHUL);
    const elsewhere = { ...auth, session: { ...auth.session, userId: 'rahul.second@ashamenon.in' } };
    expect(shown(await trackerPage(elsewhere, {}))).toEqual([['R1', 'Rahul Pillai']]);
  });

  it('opens and resends for a narrower member only what the tracker lists them', async () => {
    const db = await getDb();
    const at = new Date(Date.now() - 60_000);
    const divyas = (reference: string, pan: string) =>
      recordInitiation(db, {
        userId: 'member-3@ashamenon.in', memberId: '3', memberName: 'Divya Nair', arn: ARN, at, updatedAt: at, ip: null, userAgent: null, kind: 'additional-purchase',
        pan, investor: null, folio: null, scheme: null, amount: '2500', reference, referenceKind: 'txn', outcome: 'made', message: null, idempotencyKey: null,
      });
    await divyas('5100011', RAVI);
    await divyas('5100012', MEERA);
    upstream.answerWith(timelineEndpoint, (p) => ({
      Transaction: [{
        ihno: p.Ihno, trtype: 'Additional Purchase', pan: p.Ihno === '5100011' ? RAVI : MEERA, InvName: '', acno: '', scheme: '', ToScheme: '', amount: '2500.00', units: '0',
        sipamount: '0', status: 'P', EnteredAt: at.toISOString(), ExpiresAt: new Date(Date.now() + 86_400_000).toISOString(), DecidedAt: '', NavDate: '', Nav: '',
        AllotUnits: '', AllotAmount: '', Reason: '', ReinitiatedAs: '', Link: 'http://registrar.test/a', ResendsLeft: '3',
      }],
      Events: [],
    }));
    upstream.answer(resendAuthorisationLink, { Table1: [{ Email: 'r***@example.com', Mobile: '98******10', ResendsLeft: '2', ExpiresAt: new Date().toISOString() }] });
    const rahul = authOf('Adviser', RAHUL);
    await expect(transactionTimeline(rahul, '5100011')).rejects.toMatchObject({ status: 404 });
    await expect(resendLink(rahul, '5100011', 'resend-key-0001')).rejects.toMatchObject({ status: 404 });
    expect(upstream.paramsOf(resendAuthorisationLink)).toEqual([]);
    expect((await transactionTimeline(rahul, '5100012')).row).toMatchObject({ reference: '5100012', by: { name: 'Divya Nair' } });
    expect((await resendLink(rahul, '5100012', 'resend-key-0002')).resendsLeft).toBe(2);
    // The admin opens either.
    expect((await transactionTimeline(authOf(), '5100011')).row.by.name).toBe('Divya Nair');
  });
});
