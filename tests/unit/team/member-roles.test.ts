import { describe, expect, it, vi } from 'vitest';

// A firm member's role on the portal: a handler declares what it needs and the wrapper refuses a role that
// may not, before the handler runs (the registrar refuses the same call again on its side); an Adviser's
// order must carry their own EUIN and sub-broker code.

process.env.PORTAL_DATA_DIR = 'memory://';

vi.mock('@/server/fundhouse/upstream', async () => (await import('../support/scripted-upstream')).upstreamModule());

const { encodeSessionCookie } = await import('@/server/auth/token');
const { withSession } = await import('@/server/http/handler');
const { requireOwnTagging } = await import('@/server/transactions/own-tagging');
const { toPortalSession } = await import('@/server/auth/token');
const { ownTaggingProblem, TEAM_MESSAGES } = await import('@/lib/rules/team');

const ORIGIN = 'http://portal.test';
const ctx = { params: Promise.resolve({}) } as never;
const ADVISER = { id: '2', name: 'Rahul Pillai', euin: 'E234567', subBroker: '', scope: 'euin' as const };
const claims = (role?: 'Admin' | 'Adviser' | 'Operations' | 'Viewer', member = ADVISER) => ({
  userId: 'rahul.pillai@ashamenon.in', arn: 'ARN-112233', name: 'Asha Menon', flag: 'N', lastLogin: '', ut: 'upstream-token',
  utExp: Math.floor(Date.now() / 1000) + 3600, ...(role ? { role, member } : {}),
});

async function call(route: (req: Request, c: never) => Promise<Response>, role?: 'Admin' | 'Adviser' | 'Operations' | 'Viewer') {
  const cookie = await encodeSessionCookie(claims(role));
  const req = new Request(`${ORIGIN}/api/x`, { method: 'POST', headers: { host: 'portal.test', origin: ORIGIN, cookie: `portal.session=${cookie}` } });
  const res = await route(req, ctx);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('a handler declares what the role must allow', () => {
  const ran: string[] = [];
  const initiating = withSession({ needs: 'initiate' }, async () => (ran.push('initiate'), { ok: true }));
  const members = withSession({ needs: 'members' }, async () => (ran.push('members'), { ok: true }));
  const reading = withSession({ needs: 'read' }, async () => (ran.push('read'), { ok: true }));

  it('refuses a Viewer a transaction and an Adviser the members, in the rule’s words, before the handler runs', async () => {
    expect(await call(initiating, 'Viewer')).toEqual({ status: 403, body: { message: 'A member with the Viewer role may not initiate transactions or registrations' } });
    expect(await call(members, 'Adviser')).toEqual({ status: 403, body: { message: "A member with the Adviser role may not manage the firm's members" } });
    expect(ran).toEqual([]);
  });

  it('lets every role read, an Adviser initiate, and the ARN holder (no role: the Admin) do everything', async () => {
    expect((await call(reading, 'Viewer')).status).toBe(200);
    expect((await call(initiating, 'Adviser')).status).toBe(200);
    expect((await call(members)).status).toBe(200);
    expect(ran).toEqual(['read', 'initiate', 'members']);
  });
});

describe("an Adviser's own codes on an order", () => {
  const own = { euin: 'E234567', subBroker: '' };

  it('refuses another EUIN and the execution-only declaration, on the EUIN', () => {
    expect(ownTaggingProblem('Adviser', own, { euinDeclaration: 'NO', euin: 'E345678' })).toEqual({ field: 'euin', message: "An Adviser's orders carry their own EUIN, E234567: it cannot be changed" });
    expect(ownTaggingProblem('Adviser', own, { euinDeclaration: 'YES', euin: '' })?.message).toBe(TEAM_MESSAGES.ownEuin('E234567'));
    expect(ownTaggingProblem('Adviser', own, { euinDeclaration: 'NO', euin: 'e234567' })).toBeNull();
  });

  it('refuses a sub-broker Adviser another code, and fixes nothing for other roles', () => {
    const sub = { euin: '', subBroker: 'SB-1042' };
    expect(ownTaggingProblem('Adviser', sub, { euinDeclaration: 'YES', subBrokerCode: '' })).toEqual({ field: 'subBrokerCode', message: "An Adviser's orders carry their own Sub Broker Code, SB-1042: it cannot be changed" });
    expect(ownTaggingProblem('Adviser', sub, { euinDeclaration: 'YES', subBrokerCode: 'sb-1042' })).toBeNull();
    expect(ownTaggingProblem('Admin', own, { euinDeclaration: 'YES' })).toBeNull();
    expect(ownTaggingProblem('Operations', own, { euinDeclaration: 'NO', euin: 'E345678' })).toBeNull();
  });

  it('is refused by the server as a field error a hand-made request cannot pass', () => {
    const auth = { session: toPortalSession(claims('Adviser')), token: 't' };
    expect(() => requireOwnTagging(auth, { euinDeclaration: 'NO', euin: 'E345678' })).toThrow(
      expect.objectContaining({ status: 422, body: expect.objectContaining({ fieldErrors: { euin: TEAM_MESSAGES.ownEuin('E234567') } }) }),
    );
    expect(() => requireOwnTagging(auth, { euinDeclaration: 'NO', euin: 'E234567' })).not.toThrow();
    // A request without tagging (a redemption) has nothing to fix.
    expect(() => requireOwnTagging(auth, { folio: '1' })).not.toThrow();
  });
});
