import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionMember } from '@/lib/auth/portal-session';
import type { TeamRole } from '@/lib/rules/team-roles';
import type { DistributorAuth } from '@/server/auth/session';

// Today as a firm's people see it (issue 43), against the scripted registrar and a real store: the admin
// sees the firm's EUIN certifications about to lapse and may choose whose links to show; anyone else
// sees no such card, and a member whose scope is not the whole book sees the links of their part of the
// trail and the worklist's rows of their scope's investors only.

process.env.PORTAL_DATA_DIR = 'memory://';

vi.mock('@/server/fundhouse/upstream', async () => (await import('../support/scripted-upstream')).upstreamModule());
const { upstream } = await import('../support/scripted-upstream');
const { lapsingEuins } = await import('@/server/fundhouse/endpoints/team');
const { transactionStatuses } = await import('@/server/fundhouse/endpoints/lifecycle');
const { bookWorklist } = await import('@/server/fundhouse/endpoints/worklist');
const { allClients } = await import('@/server/fundhouse/endpoints/investors');
const { closeDb, getDb } = await import('@/server/store/db');
const { recordInitiation } = await import('@/server/store/initiations');
const { initiations } = await import('@/server/store/schema/initiations');
const { todayFor } = await import('@/server/services/today/today-team');

const ARN = 'ARN-112233';
const RAVI = { pan: 'BKFPS4821K', name: 'Ravi Sharma' };
const MEERA = { pan: 'CQWPM7310L', name: 'Meera Nair' };

function authOf(role?: TeamRole, member?: SessionMember): DistributorAuth {
  const userId = member ? `${member.name.toLowerCase().replace(' ', '.')}@ashamenon.in` : 'demo@dit.test';
  return { session: { userId, arn: ARN, name: 'Asha Menon', flag: 'N', lastLogin: '', role: role ?? 'Admin', member: member ?? null }, token: `token-${userId}` };
}
const RAHUL: SessionMember = { id: '2', name: 'Rahul Pillai', euin: 'E234567', subBroker: '', scope: 'euin' };
const DIVYA: SessionMember = { id: '3', name: 'Divya Nair', euin: '', subBroker: '', scope: 'book' };
const LEELA: SessionMember = { id: '1', name: 'Leela Thomas', euin: '', subBroker: '', scope: 'book' };

const lapse = (euin: string, until: string, days: string, member = '') => ({
  Euin: euin, Name: `Holder of ${euin}`, CertifiedUntil: until, DaysLeft: days, MemberId: member ? '2' : '', MemberName: member, MemberStatus: member ? 'active' : '',
});

/** Each reference's link awaits the investor and stops working within hours: 5100001 first, then 5100002… */
function pending(ihno: string) {
  const entered = new Date(Date.now() - 7 * 86_400_000 + 2 * 3_600_000);
  return {
    ihno, trtype: 'Additional Purchase', pan: '', InvName: '', acno: '10234561', scheme: 'Large Cap', ToScheme: '', amount: '2500.00', units: '0', sipamount: '0',
    status: 'P' as const, EnteredAt: entered.toISOString(), ExpiresAt: new Date(Date.now() + Number(ihno.slice(-1)) * 3_600_000).toISOString(), DecidedAt: '', NavDate: '', Nav: '',
    AllotUnits: '', AllotAmount: '', Reason: '', ReinitiatedAs: '', Link: `http://registrar.test/a?t=${ihno}`, ResendsLeft: '3',
  };
}

const onHold = (i: { pan: string; name: string }) => ({ pan: i.pan, InvName: i.name, Kyc: 'On hold' as const, Fatca: 'Y' as const, EmailOnRecord: 'Y' as const, MobileOnRecord: 'Y' as const });

beforeAll(async () => {
  await getDb();
}, 180_000);
beforeEach(async () => {
  upstream.reset();
  upstream.answerWith(transactionStatuses, (p) => ({ Statuses: p.Ihnos.split(',').filter(Boolean).map(pending) }));
  upstream.answer(bookWorklist, { Investors: [onHold(RAVI), onHold(MEERA)], Sips: [], Mandates: [] });
  // The registrar narrows a member's book to their scope: Rahul's EUIN is on Ravi's folio.
  upstream.answerWith(allClients, () => ({ DtData: [{ Name: RAVI.name, Pan: RAVI.pan, Mobile: null, Email: null, Kyc: 'Y', Fatca: 'Y', Favorite: 'N' }] }));
  upstream.answer(lapsingEuins, { DtData: [lapse('E234567', '2026-12-20', '20', 'Rahul Pillai'), lapse('E123456', '2026-12-05', '5')] });
  const db = await getDb();
  await db.delete(initiations);
  const at = new Date(Date.now() - 7 * 86_400_000 + 2 * 3_600_000);
  const base = { arn: ARN, at, updatedAt: at, ip: null, userAgent: null, kind: 'additional-purchase', folio: '10234561', scheme: 'Large Cap', amount: '2500', referenceKind: 'txn', outcome: 'made', message: null, idempotencyKey: null } as const;
  await recordInitiation(db, { ...base, userId: 'demo@dit.test', pan: RAVI.pan, investor: RAVI.name, reference: '5100001' });
  await recordInitiation(db, { ...base, userId: 'rahul.pillai@ashamenon.in', memberId: '2', memberName: 'Rahul Pillai', pan: null, investor: null, kind: 'nfo-link', reference: '5100002' });
  await recordInitiation(db, { ...base, userId: 'divya.nair@ashamenon.in', memberId: '3', memberName: 'Divya Nair', pan: MEERA.pan, investor: MEERA.name, reference: '5100003' });
});
afterAll(() => closeDb());

const links = (view: Awaited<ReturnType<typeof todayFor>>) => view.links.map((l) => [l.reference, l.by.name]);

describe("the admin's Today", () => {
  it('lists the EUIN certifications about to lapse, soonest first, with the member carrying each', async () => {
    for (const auth of [authOf(), authOf('Admin', LEELA)]) {
      const view = await todayFor(auth);
      expect(view.lapsingEuins).toEqual([
        { euin: 'E123456', holder: 'Holder of E123456', member: '', certifiedUntil: '05/12/2026', daysLeft: 5 },
        { euin: 'E234567', holder: 'Holder of E234567', member: 'Rahul Pillai', certifiedUntil: '20/12/2026', daysLeft: 20 },
      ]);
      expect(view.choosesPerson).toBe(true);
      // Every link of the firm, each with who initiated it.
      expect(links(view)).toEqual([['5100001', 'Asha Menon'], ['5100002', 'Rahul Pillai'], ['5100003', 'Divya Nair']]);
    }
    expect(upstream.paramsOf(lapsingEuins)).toEqual([{ Arn: ARN }, { Arn: ARN }]);
  });

  it('says the card could not be read rather than failing Today, and leaves it out where the registrar keeps no list', async () => {
    upstream.fail(lapsingEuins, 'timeout');
    expect((await todayFor(authOf())).lapsingEuins).toBeNull();
    upstream.fail(lapsingEuins, 'http', '', 404);
    const view = await todayFor(authOf());
    expect(view).not.toHaveProperty('lapsingEuins');
    expect(view.choosesPerson).toBe(true);
  });
});

describe("anyone else's Today", () => {
  it('has no lapse card and no choice of person, and the registrar is not asked for the lapses', async () => {
    for (const [role, member] of [['Operations', DIVYA], ['Viewer', { ...DIVYA, scope: 'book' as const }]] as const) {
      const view = await todayFor(authOf(role, member));
      expect(view).not.toHaveProperty('lapsingEuins');
      expect(view).not.toHaveProperty('choosesPerson');
      // A member who sees the whole book sees the firm's links and worklist.
      expect(links(view)).toHaveLength(3);
      expect(view.investors.map((i) => i.pan)).toEqual([RAVI.pan, MEERA.pan]);
    }
    expect(upstream.paramsOf(lapsingEuins)).toEqual([]);
  });

  it("of a narrower member: their own links and their scope's investors' only", async () => {
    const view = await todayFor(authOf('Adviser', RAHUL));
    expect(view).not.toHaveProperty('lapsingEuins');
    // Their own NFO link, and the holder's link for Ravi (in scope); not Divya's for Meera.
    expect(links(view)).toEqual([['5100001', 'Asha Menon'], ['5100002', 'Rahul Pillai']]);
    expect(view.investors.map((i) => i.pan)).toEqual([RAVI.pan]);
    // The scope is the registrar's answer for the member's own book, read with their token.
    expect(upstream.calls.filter((c) => c.name === 'allClients').map((c) => [c.params.AllFavFlag, c.token])).toEqual([['A', 'token-rahul.pillai@ashamenon.in']]);
  });
});
