import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SessionMember } from '@/lib/auth/portal-session';
import type { TeamRole } from '@/lib/rules/team-roles';

// The admin's export of the firm's trail (POST /api/tracker/export): only a role with 'members' may ask;
// the period is refused in lib/rules/team-trail.ts's words; the file holds every row of the firm in the
// period (the member, the user id, when, from where, what and how it ended) and nothing else.

process.env.PORTAL_DATA_DIR = 'memory://';

const { encodeSessionCookie } = await import('@/server/auth/token');
const { closeDb, getDb } = await import('@/server/store/db');
const { recordInitiation } = await import('@/server/store/initiations');
const { initiations } = await import('@/server/store/schema/initiations');
const { FIELDS_MESSAGE } = await import('@/server/http/handler');
const { notPermittedMessage } = await import('@/lib/rules/team-roles');
const { TRAIL_EXPORT_MESSAGES } = await import('@/lib/rules/trail-export');
const route = await import('@/app/api/tracker/export/route');

const ORIGIN = 'http://portal.test';
const ARN = 'ARN-112233';
const member = (id: string, name: string, scope: SessionMember['scope'] = 'book'): SessionMember => ({ id, name, euin: '', subBroker: '', scope });

async function cookieOf(userId: string, role?: TeamRole, m?: SessionMember) {
  return encodeSessionCookie({
    userId, arn: ARN, name: 'Asha Menon', flag: 'N', lastLogin: '', ut: 'upstream-token', utExp: Math.floor(Date.now() / 1000) + 3600,
    ...(role ? { role, member: m } : {}),
  });
}

async function exportAs(cookie: string, body: unknown) {
  const res = await route.POST(
    new Request(`${ORIGIN}/api/tracker/export`, { method: 'POST', headers: { host: 'portal.test', origin: ORIGIN, cookie: `portal.session=${cookie}`, 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    { params: Promise.resolve({}) } as never,
  );
  return res;
}

/** 10:00 IST on a day of March 2026. */
const march = (day: number, minutes = 0) => new Date(Date.UTC(2026, 2, day, 4, 30 + minutes));

beforeAll(async () => {
  await getDb();
}, 180_000);
beforeEach(async () => {
  const db = await getDb();
  await db.delete(initiations);
  const base = { arn: ARN, ip: '203.0.113.7', userAgent: 'Mozilla/5.0 (trail)', kind: 'additional-purchase', folio: '10234561', scheme: 'Multicap Fund', referenceKind: 'txn', idempotencyKey: null } as const;
  await recordInitiation(db, { ...base, userId: 'demo@dit.test', at: march(2), updatedAt: march(2), pan: 'BKFPS4821K', investor: 'Ravi Sharma', amount: '5000', reference: '5100001', outcome: 'made', message: null });
  await recordInitiation(db, {
    ...base, userId: 'rahul.pillai@ashamenon.in', memberId: '2', memberName: 'Rahul Pillai', at: march(5), updatedAt: march(5), kind: 'redemption',
    pan: 'CQWPM7310L', investor: 'Meera Nair', amount: '=1+2', reference: null, outcome: 'refused', message: 'Amount should be greater than or equal to 500',
  });
  // Outside the period, and another firm's row inside it.
  await recordInitiation(db, { ...base, userId: 'demo@dit.test', at: march(20), updatedAt: march(20), pan: null, investor: null, amount: null, reference: 'N1', outcome: 'made', message: null });
  await recordInitiation(db, { ...base, arn: 'ARN-445566', userId: 'txn@dit.test', at: march(3), updatedAt: march(3), pan: null, investor: null, amount: null, reference: 'X1', outcome: 'made', message: null });
});
afterAll(() => closeDb());

describe('the export of the trail', () => {
  it.each([
    ['Adviser', member('2', 'Rahul Pillai', 'euin')],
    ['Operations', member('3', 'Divya Nair')],
    ['Viewer', member('4', 'Arun Kumar', 'list')],
  ] as const)('is refused to an %s before anything is read', async (role, m) => {
    const res = await exportAs(await cookieOf(`${m.id}@ashamenon.in`, role, m), { from: '01/03/2026', to: '10/03/2026' });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: notPermittedMessage(role, 'members') });
  });

  it.each([
    [{ from: '', to: '' }, { from: TRAIL_EXPORT_MESSAGES.fromMandatory, to: TRAIL_EXPORT_MESSAGES.toMandatory }],
    [{ from: '2026-03-01', to: '31/02/2026' }, { from: TRAIL_EXPORT_MESSAGES.date, to: TRAIL_EXPORT_MESSAGES.date }],
    [{ from: '10/03/2026', to: '01/03/2026' }, { to: TRAIL_EXPORT_MESSAGES.order }],
    [{ from: '01/03/2025', to: '02/03/2026' }, { to: TRAIL_EXPORT_MESSAGES.tooLong }],
    [{ from: 5, to: null }, { from: expect.any(String), to: expect.any(String) }],
  ])('refuses the period %j in its words', async (period, fieldErrors) => {
    const res = await exportAs(await cookieOf('demo@dit.test'), period);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: FIELDS_MESSAGE, fieldErrors });
  });

  it("gives the ARN holder and an Admin member every row of the firm in the period, both days counted", async () => {
    for (const cookie of [await cookieOf('demo@dit.test'), await cookieOf('leela.thomas@ashamenon.in', 'Admin', member('1', 'Leela Thomas'))]) {
      const res = await exportAs(cookie, { from: '02/03/2026', to: '05/03/2026' });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(res.headers.get('content-disposition')).toBe('attachment; filename="audit-trail-2026-03-02-to-2026-03-05.csv"');
      expect(res.headers.get('cache-control')).toBe('no-store');
      // Read as bytes: text() would drop the byte-order mark a spreadsheet needs.
      const lines = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer()).split('\r\n');
      expect(lines[0]).toBe(
        '\uFEFFMember,User ID,Initiated (IST),Initiated (UTC),IP address,Browser,Type,Investor,PAN,Folio,Scheme,Amount (Rs),Units,Reference,Outcome,Status',
      );
      expect(lines.slice(1)).toEqual([
        'Asha Menon (ARN holder),demo@dit.test,02/03/2026 10:00 AM,2026-03-02T04:30:00.000Z,203.0.113.7,Mozilla/5.0 (trail),Additional Purchase,Ravi Sharma,BKFPS4821K,10234561,Multicap Fund,5000,,5100001,Made,',
        // A formula typed as an amount is disarmed; the refusal's words are its outcome.
        "Rahul Pillai,rahul.pillai@ashamenon.in,05/03/2026 10:00 AM,2026-03-05T04:30:00.000Z,203.0.113.7,Mozilla/5.0 (trail),Redemption,Meera Nair,CQWPM7310L,10234561,Multicap Fund,'=1+2,,,Refused: Amount should be greater than or equal to 500,",
        '',
      ]);
    }
  });

  it('answers a period with nothing in it with the header alone', async () => {
    const res = await exportAs(await cookieOf('demo@dit.test'), { from: '01/01/2026', to: '31/01/2026' });
    expect(res.status).toBe(200);
    expect((await res.text()).split('\r\n')).toHaveLength(2);
  });
});
