import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TeamRole } from '@/lib/rules/team-roles';

// The Team page's BFF routes, driven with a session as the browser sends one: only a role with the
// 'members' permission gets past the wrapper (the others are refused in the rule's words before the
// registrar is asked), the invitation's refusals come back under the form's field names and a repeat of
// its key replays the first answer; the invitee's two routes need no session and take the token in a body.

process.env.PORTAL_DATA_DIR = 'memory://';

vi.mock('@/server/fundhouse/upstream', async () => (await import('../support/scripted-upstream')).upstreamModule());

const { upstream } = await import('../support/scripted-upstream');
const { encodeSessionCookie } = await import('@/server/auth/token');
const { inviteMember, teamInvitation, teamMembers } = await import('@/server/fundhouse/endpoints/team');
const { TEAM_MESSAGES } = await import('@/lib/rules/team');

type Handler = (req: Request, ctx: never) => Promise<Response>;
const route = async (path: string) => (await import(`@/app/api/${path}/route`)) as Record<string, Handler>;

const ORIGIN = 'http://portal.test';
const INVITE = { name: 'Priya Das', mobile: '9847011122', email: 'priya.das@ashamenon.in', role: 'Adviser', euin: 'E234568', subBroker: '', scope: 'euin', scopePans: '' };

function cookieFor(role: TeamRole | null) {
  const member = role ? { id: '9', name: 'A Member', euin: '', subBroker: '', scope: 'book' as const } : undefined;
  return encodeSessionCookie({
    userId: role ? 'member@ashamenon.in' : 'demo@dit.test', arn: 'ARN-112233', name: 'Asha Menon', flag: 'N', lastLogin: '',
    ut: 'upstream-token', utExp: Math.floor(Date.now() / 1000) + 3600, ...(role && { role, member }),
  });
}

async function call(path: string, method: string, init: { cookie?: string; body?: unknown; key?: string; params?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { host: 'portal.test', origin: ORIGIN };
  if (init.cookie) headers.cookie = `portal.session=${init.cookie}`;
  if (init.key) headers['Idempotency-Key'] = init.key;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const req = new Request(`${ORIGIN}/api/${path.replace('[action]', init.params?.action ?? '')}`, { method, headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
  const res = await (await route(path))[method]!(req, { params: Promise.resolve(init.params ?? {}) } as never);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const MEMBERS_ROUTES: readonly (readonly [path: string, method: string, body: unknown, params: Record<string, string>])[] = [
  ['team', 'GET', undefined, {}],
  ['team/invite', 'POST', INVITE, {}],
  ['team/update', 'POST', { memberId: '2', role: 'Viewer', euin: '', subBroker: '', scope: 'book', scopePans: '' }, {}],
  ['team/[action]', 'POST', { memberId: '2' }, { action: 'suspend' }],
  ['team/[action]', 'POST', { memberId: '2' }, { action: 'reactivate' }],
  ['team/[action]', 'POST', { memberId: '2' }, { action: 'remove' }],
];

let key = 0;
const newKey = () => `team-route-${Date.now()}-${key++}`.padEnd(24, 'x');

beforeEach(() => {
  upstream.reset();
  upstream.answer(teamMembers, { DtData: [] });
});

describe("the admin's routes", () => {
  it.each(['Adviser', 'Operations', 'Viewer'] as const)('refuse a member with the %s role before anything is asked', async (role) => {
    const cookie = await cookieFor(role);
    for (const [path, method, body, params] of MEMBERS_ROUTES) {
      const answer = await call(path, method, { cookie, body, params, key: newKey() });
      expect(answer, `${method} ${path} ${params.action ?? ''}`).toEqual({ status: 403, body: { message: TEAM_MESSAGES.notPermitted(role, 'members') } });
    }
    expect(upstream.names()).toEqual([]);
  });

  it('answer the ARN holder and an Admin member', async () => {
    for (const cookie of [await cookieFor(null), await cookieFor('Admin')]) {
      expect(await call('team', 'GET', { cookie })).toEqual({ status: 200, body: { members: [] } });
    }
  });

  it('answer 401 without a session', async () => {
    expect((await call('team', 'GET')).status).toBe(401);
  });

  it("put the invitation's refusals under the form's field names, checked before the registrar is asked", async () => {
    const answer = await call('team/invite', 'POST', { cookie: await cookieFor(null), body: { ...INVITE, euin: 'E12', mobile: '123' }, key: newKey() });
    expect(answer.status).toBe(400);
    expect(answer.body.fieldErrors).toEqual({ mobile: TEAM_MESSAGES.mobileInvalid, euin: TEAM_MESSAGES.euinInvalid });
    expect(upstream.names()).toEqual([]);
  });

  it('send an invitation once per idempotency key', async () => {
    upstream.answer(inviteMember, { DtData: [{ MemberId: '7', Status: 'invited', InvitationExpiresAt: '2026-11-30T04:30:00.000Z', Return_Message: TEAM_MESSAGES.invited(INVITE.email) }] });
    const cookie = await cookieFor(null);
    const sameKey = newKey();
    const first = await call('team/invite', 'POST', { cookie, body: INVITE, key: sameKey });
    const again = await call('team/invite', 'POST', { cookie, body: INVITE, key: sameKey });
    expect(first).toMatchObject({ status: 200, body: { memberId: '7', message: TEAM_MESSAGES.invited(INVITE.email) } });
    expect(again).toEqual(first);
    expect(upstream.names()).toEqual(['inviteMember']);
  });

  it('refuse a status change the page does not offer', async () => {
    const answer = await call('team/[action]', 'POST', { cookie: await cookieFor(null), body: { memberId: '2' }, params: { action: 'promote' }, key: newKey() });
    expect(answer.status).toBe(400);
    expect(upstream.names()).toEqual([]);
  });
});

describe("the invitee's routes", () => {
  it('read an invitation by the token in the body, without a session', async () => {
    upstream.answerWith(teamInvitation, (p) => ({
      DtData: [{ ARNCode: 'ARN-112233', FirmName: 'Asha Menon', InvitedBy: 'Asha Menon', Name: 'Nisha Varma', Email: 'nisha.varma@ashamenon.in', Role: 'Adviser',
        ExpiresAt: '2026-11-30T04:30:00.000Z', Valid: p.Token === 'demo-invitation-nisha-varma-2026' ? 'Y' : 'N', Message: '' }],
    }));
    const answer = await call('public/team-invitation', 'POST', { body: { token: 'demo-invitation-nisha-varma-2026' } });
    expect(answer).toMatchObject({ status: 200, body: { firm: 'Asha Menon', role: 'Adviser', valid: true, email: 'nisha.varma@ashamenon.in' } });
    expect(upstream.calls.map((c) => [c.name, c.token])).toEqual([['teamInvitation', undefined]]);
  });

  it('refuse an empty token as an unknown link', async () => {
    expect(await call('public/team-invitation', 'POST', { body: { token: '' } })).toMatchObject({ status: 400, body: { fieldErrors: { token: TEAM_MESSAGES.invitationUnknown } } });
    expect(upstream.names()).toEqual([]);
  });
});
