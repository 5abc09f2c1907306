import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { teamMembers as membersEndpoint } from '@/server/fundhouse/endpoints/team';
import type { WireRow } from '../support/scripted-upstream';

// The Team page's services against a scripted registrar: the list as the page shows it, an invitation
// that carries the portal's own link and goes once per request, a refusal under its field, and a
// suspension or removal that ends the member's portal sessions at once and is kept in the audit.

process.env.PORTAL_DATA_DIR = 'memory://';
process.env.PUBLIC_ORIGIN = 'https://partners.fund.example';

vi.mock('@/server/fundhouse/upstream', async () => (await import('../support/scripted-upstream')).upstreamModule());

const { upstream } = await import('../support/scripted-upstream');
const { acceptTeamInvitation, inviteMember, teamMembers, updateMember } = await import('@/server/fundhouse/endpoints/team');
const { listTeamMembers } = await import('@/server/services/team/team-members');
const { inviteTeamMember } = await import('@/server/services/team/team-invite');
const { changeMemberAccess, changeMemberStatus } = await import('@/server/services/team/team-changes');
const { acceptInvitation } = await import('@/server/services/team/team-invitation');
const { beginServerSession, serverSessionIsLive } = await import('@/server/auth/server-sessions');
const { HttpError } = await import('@/server/http/handler');
const { UpstreamError } = await import('@/server/fundhouse/errors');
const { listAudit } = await import('@/server/store/audit');
const { clearDraft, loadDraft, saveDraft } = await import('@/server/store/drafts');
const { closeDb, getDb } = await import('@/server/store/db');
const { TEAM_MESSAGES } = await import('@/lib/rules/team');
const { EUIN_MESSAGES } = await import('@/lib/rules/euin');

type WireMember = WireRow<typeof membersEndpoint, 'DtData'>;

const ADMIN = 'demo@dit.test';
const auth = { token: 'upstream-token', session: { userId: ADMIN, arn: 'ARN-112233', name: 'Asha Menon', flag: 'N', lastLogin: '' } };
const from = { ip: '203.0.113.7', userAgent: 'test' };

const RAHUL = {
  MemberId: '2', Name: 'Rahul Pillai', Mobile: '9847023456', Email: 'rahul.pillai@ashamenon.in', Role: 'Adviser', Euin: 'E234567', SubBroker: '',
  Scope: 'euin', ScopePans: '', Status: 'active', UserId: 'rahul.pillai@ashamenon.in', InvitedAt: '2026-10-01T04:30:00.000Z',
  InvitationExpiresAt: '', LastLogin: '2026-11-27T03:35:00.000Z',
} satisfies WireMember;
const NISHA = {
  ...RAHUL, MemberId: '6', Name: 'Nisha Varma', Email: 'nisha.varma@ashamenon.in', Euin: '', SubBroker: '1042', Status: 'invited', UserId: '',
  InvitationExpiresAt: '2026-11-30T04:30:00.000Z', LastLogin: '',
};

const caught = (p: Promise<unknown>) => p.then(() => null, (e: unknown) => e);

beforeEach(() => {
  upstream.reset();
  upstream.answer(teamMembers, { DtData: [RAHUL, NISHA] });
  upstream.answerWith(updateMember, (p) => ({
    DtData: [{ ...RAHUL, Status: p.Action === 'suspend' ? 'suspended' : p.Action === 'remove' ? 'removed' : 'active' }],
    Dtinformation: [{ Return_Message: TEAM_MESSAGES.updated }],
  }));
});
afterAll(() => closeDb());

describe("the firm's members", () => {
  it("are listed as the page shows them, times in India's", async () => {
    const [rahul, nisha] = await listTeamMembers(auth);
    expect(rahul).toMatchObject({ id: '2', name: 'Rahul Pillai', role: 'Adviser', euin: 'E234567', scope: 'euin', status: 'active', lastSignIn: '27/11/2026 09:05 AM', invitationExpires: '' });
    expect(nisha).toMatchObject({ subBroker: '1042', status: 'invited', userId: '', lastSignIn: '', invitationExpires: '30/11/2026 10:00 AM' });
    expect(upstream.paramsOf(teamMembers)).toEqual([{ Arn: 'ARN-112233' }]);
  });
});

describe('an invitation', () => {
  const details = { name: 'Priya Das', mobile: '9847011122', email: 'priya.das@ashamenon.in', role: 'Adviser', euin: 'E234568', subBroker: '', scope: 'euin', scopePans: [] };

  it("asks the registrar to mail the portal's own page, the token in its fragment, under a request reference", async () => {
    upstream.answer(inviteMember, { DtData: [{ MemberId: '7', Status: 'invited', InvitationExpiresAt: '2026-11-30T04:30:00.000Z', Return_Message: TEAM_MESSAGES.invited('priya.das@ashamenon.in') }] });
    await expect(inviteTeamMember(auth, details)).resolves.toEqual({ memberId: '7', message: 'An invitation was sent to priya.das@ashamenon.in', expires: '30/11/2026 10:00 AM' });
    const [sent] = upstream.paramsOf(inviteMember);
    expect(sent).toMatchObject({ Arn: 'ARN-112233', Name: 'Priya Das', Euin: 'E234568', Scope: 'euin', ScopePans: '', AcceptUrl: 'https://partners.fund.example/team-invitation#{token}' });
    expect(sent?.RequestRef).toMatch(/^RR[0-9A-F]{18}$/);
  });

  it("is refused under the field the register's answer is about", async () => {
    upstream.fail(inviteMember, 'business', EUIN_MESSAGES.otherArn);
    const err = await caught(inviteTeamMember(auth, details));
    expect(err).toBeInstanceOf(HttpError);
    expect((err as InstanceType<typeof HttpError>).body).toEqual({ message: EUIN_MESSAGES.otherArn, fieldErrors: { euin: EUIN_MESSAGES.otherArn } });
  });
});

describe("a change of a member's status", () => {
  it("suspend ends the member's portal sessions at once and no one else's", async () => {
    const rahul = await beginServerSession(RAHUL.UserId);
    const admin = await beginServerSession(ADMIN);
    expect(await serverSessionIsLive(rahul.sid)).toBe(true);

    const answer = await changeMemberStatus(auth, 'suspend', '2', from);

    expect(answer.message).toBe(TEAM_MESSAGES.suspended('Rahul Pillai'));
    expect(answer.member).toMatchObject({ id: '2', status: 'suspended' });
    expect(upstream.paramsOf(updateMember)).toMatchObject([{ Arn: 'ARN-112233', MemberId: '2', Action: 'suspend' }]);
    expect(await serverSessionIsLive(rahul.sid)).toBe(false);
    expect(await serverSessionIsLive(admin.sid)).toBe(true);
  });

  it('remove ends them too, and each change is kept in the audit under the admin', async () => {
    const rahul = await beginServerSession(RAHUL.UserId);
    await changeMemberStatus(auth, 'remove', '2', from);
    expect(await serverSessionIsLive(rahul.sid)).toBe(false);
    const [latest] = await listAudit(await getDb(), { userId: ADMIN });
    expect(latest).toMatchObject({ kind: 'team-member-remove', arn: 'ARN-112233', ip: '203.0.113.7', detail: { memberId: '2', memberUserId: RAHUL.UserId } });
  });

  it("hands the member's drafts to the admin who ends their access; one the admin already keeps stays theirs", async () => {
    const db = await getDb();
    const purchase = { kind: 'purchase', pan: 'ABCPR1234F' };
    const sip = { kind: 'sip', pan: 'ABCPR1234F' };
    await saveDraft(db, { userId: RAHUL.UserId, ...purchase }, { amount: '5000' });
    await saveDraft(db, { userId: RAHUL.UserId, ...sip }, { amount: '1000' });
    await saveDraft(db, { userId: ADMIN, ...sip }, { amount: '2500' });

    const answer = await changeMemberStatus(auth, 'suspend', '2', from);

    expect(answer.message).toBe(`${TEAM_MESSAGES.suspended('Rahul Pillai')}. ${TEAM_MESSAGES.draftsHandedOver(1)}`);
    expect(await loadDraft(db, { userId: ADMIN, ...purchase })).toEqual({ amount: '5000' });
    expect(await loadDraft(db, { userId: RAHUL.UserId, ...purchase })).toBeNull();
    expect(await loadDraft(db, { userId: ADMIN, ...sip })).toEqual({ amount: '2500' });
    expect(await loadDraft(db, { userId: RAHUL.UserId, ...sip })).toEqual({ amount: '1000' });
    const [latest] = await listAudit(db, { userId: ADMIN });
    expect(latest).toMatchObject({ kind: 'team-member-suspend', detail: { draftsHandedOver: 1 } });
    await clearDraft(db, { userId: RAHUL.UserId, ...sip });
    await clearDraft(db, { userId: ADMIN, ...sip });
    await clearDraft(db, { userId: ADMIN, ...purchase });
  });

  it('reactivate leaves sessions alone', async () => {
    const rahul = await beginServerSession(RAHUL.UserId);
    await changeMemberStatus(auth, 'reactivate', '2', from);
    expect(await serverSessionIsLive(rahul.sid)).toBe(true);
  });

  it("a change of access ends them, as the session carries the role and scope its sign-in named", async () => {
    const rahul = await beginServerSession(RAHUL.UserId);
    const access = { memberId: '2', role: 'Viewer', euin: '', subBroker: '', scope: 'book', scopePans: [] };
    await expect(changeMemberAccess(auth, access, from)).resolves.toMatchObject({ message: TEAM_MESSAGES.updated });
    expect(upstream.paramsOf(updateMember)).toMatchObject([{ Action: 'update', Role: 'Viewer', Scope: 'book', ScopePans: '' }]);
    expect(await serverSessionIsLive(rahul.sid)).toBe(false);
  });

  it("a refusal leaves everything as it was and says the registrar's words", async () => {
    const rahul = await beginServerSession(RAHUL.UserId);
    upstream.fail(updateMember, 'business', TEAM_MESSAGES.suspendNotActive);
    const err = await caught(changeMemberStatus(auth, 'suspend', '2', from));
    expect(err).toBeInstanceOf(UpstreamError);
    expect((err as InstanceType<typeof UpstreamError>).userMessage).toBe(TEAM_MESSAGES.suspendNotActive);
    expect(await serverSessionIsLive(rahul.sid)).toBe(true);
  });
});

describe("the invitee's acceptance", () => {
  const typed = { token: 'demo-invitation-nisha-varma-2026', userId: 'nisha.varma@ashamenon.in', password: 'Nisha@2026', confirmPassword: 'Nisha@2026' };

  it("answers the rule's accepted words", async () => {
    upstream.answer(acceptTeamInvitation, { Dtinformation: [{ Return_Message: TEAM_MESSAGES.accepted, UserId: 'nisha.varma@ashamenon.in' }] });
    await expect(acceptInvitation(typed)).resolves.toEqual({ message: TEAM_MESSAGES.accepted, userId: 'nisha.varma@ashamenon.in' });
  });

  it('puts a user id in use under the user id, and leaves an expired link to the form', async () => {
    upstream.fail(acceptTeamInvitation, 'business', TEAM_MESSAGES.userIdTaken);
    expect(((await caught(acceptInvitation(typed))) as InstanceType<typeof HttpError>).body.fieldErrors).toEqual({ userId: TEAM_MESSAGES.userIdTaken });
    upstream.fail(acceptTeamInvitation, 'business', TEAM_MESSAGES.invitationExpired);
    const err = await caught(acceptInvitation(typed));
    expect(err).toBeInstanceOf(UpstreamError);
    expect((err as InstanceType<typeof UpstreamError>).userMessage).toBe(TEAM_MESSAGES.invitationExpired);
  });
});
