import { describe, expect, it } from 'vitest';
import { acceptTeamInvitation, lapsingEuins, teamInvitation, teamMembers } from '../../server/fundhouse/endpoints/team';
import { LAPSED_EUIN } from '../../sandbox/domains/links/links';
import { TEAM, TEAM_INVITATION_TOKEN } from '../../sandbox/domains/team/team-seed';
import { DEMO, DEMO_PASSWORD, FARAH, RAVI } from '../../sandbox/seed/fixtures';
import { INVITATION_VALID_HOURS, TEAM_MESSAGES } from '../../lib/rules/team';
import { NOT_PERMITTED_CODE } from '../../lib/rules/team-roles';
import { codedRefusal, refusal, sandboxPerFile } from './sandbox-harness';
import { teamCalls } from './team-calls';

// The firm's team on the registrar's side: invitations checked against the EUIN register and the book,
// accepted once within their time, the admin's list and changes of members, and the EUIN certifications
// about to lapse. Sign-in, roles and scopes at work are team-access.test.ts.

const h = sandboxPerFile();
const team = teamCalls(h);


const PRIYA = 'priya.das@ashamenon.in';
const accept = (Token: string, UserId = PRIYA, Password = 'Priya@2026') => h.call(acceptTeamInvitation, { Token, UserId, Password });
const members = async (token?: string) => (await h.call(teamMembers, { Arn: DEMO.arn }, { token: token ?? (await team.tokenOf()) })).DtData;
const registrarDay = async (plusDays = 0) => {
  const { now } = await h.admin<{ now: string }>('clock');
  return new Date(new Date(now).getTime() + 330 * 60_000 + plusDays * 86_400_000).toISOString().slice(0, 10);
};

describe('InviteTeamMember', () => {
  it("refuses details in the rule's words", async () => {
    const M = TEAM_MESSAGES;
    expect(await refusal(team.invite({ Role: 'Manager' }))).toBe(M.roleInvalid);
    expect(await refusal(team.invite({ SubBroker: '' }))).toBe(M.adviserNeedsCode);
    expect(await refusal(team.invite({ SubBroker: 'SB-2001' }))).toBe(M.adviserSubBrokerDigits);
    expect(await refusal(team.invite({ Mobile: '12345' }))).toBe(M.mobileInvalid);
    expect(await refusal(team.invite({ Role: 'Admin', Scope: 'euin' }))).toBe(M.adminWholeBook);
    expect(await refusal(team.invite({ Scope: 'list', ScopePans: '' }))).toBe(M.listEmpty);
    expect(await refusal(team.invite({ Scope: 'list', ScopePans: `${RAVI.pan},${FARAH.pan}` }))).toBe(M.listPanOutsideBook(FARAH.pan));
    expect(await refusal(team.invite({ AcceptUrl: 'https://portal.test/team/join' }))).toBe(M.acceptLinkInvalid);
    expect(await refusal(team.invite({ Email: TEAM.operations.email }))).toBe(M.alreadyMember);
  });

  it('refuses an EUIN off the register, of another ARN, lapsed, or already a member\'s', async () => {
    expect(await refusal(team.invite({ Euin: 'X12' }))).toBe(TEAM_MESSAGES.euinInvalid);
    expect(await refusal(team.invite({ Euin: 'E999999' }))).toBe('Invalid EUIN');
    expect(await refusal(team.invite({ Euin: 'E345678' }))).toBe('EUIN does not belong to the ARN');
    expect(await refusal(team.invite({ Euin: LAPSED_EUIN.euin }))).toBe(TEAM_MESSAGES.euinLapsed(LAPSED_EUIN.euin));
    expect(await refusal(team.invite({ Euin: TEAM.adviser.euin }))).toBe(TEAM_MESSAGES.euinTaken(TEAM.adviser.euin));
    expect(await members()).not.toContainEqual(expect.objectContaining({ Email: PRIYA }));
  });

  it('invites with a certified EUIN, mails the link once per reference and lists the member as invited', async () => {
    const before = Date.parse((await h.admin<{ now: string }>('clock')).now);
    const ask = { Euin: 'e123456', SubBroker: '', RequestRef: 'invite-priya-0001' };
    const [row] = (await team.invite(ask)).DtData;
    expect(row).toMatchObject({ Status: 'invited', Return_Message: TEAM_MESSAGES.invited(PRIYA) });
    expect(Date.parse(row!.InvitationExpiresAt) - before).toBeGreaterThanOrEqual(INVITATION_VALID_HOURS * 3_600_000);
    // A repeat of the reference answers the first answer and mails nothing again.
    expect((await team.invite(ask)).DtData[0]?.MemberId).toBe(row!.MemberId);
    expect(await h.admin<unknown[]>(`outbox.json?to=${PRIYA}`)).toHaveLength(1);

    const listed = (await members()).find((m) => m.MemberId === row!.MemberId);
    expect(listed).toMatchObject({ Name: 'Priya Das', Email: PRIYA, Role: 'Adviser', Euin: 'E123456', Scope: 'euin', Status: 'invited', UserId: '' });
    const [shown] = (await h.call(teamInvitation, { Token: await team.mailedToken(PRIYA) })).DtData;
    expect(shown).toMatchObject({ ARNCode: DEMO.arn, FirmName: DEMO.name, InvitedBy: DEMO.name, Name: 'Priya Das', Role: 'Adviser', Valid: 'Y', Message: '' });
  });

  it('sends a pending invitation again with a new link, and the old one stops working', async () => {
    await team.invite();
    const first = await team.mailedToken(PRIYA);
    await team.invite({ Role: 'Operations', Scope: 'book', SubBroker: '' });
    const second = await team.mailedToken(PRIYA);
    expect(second).not.toBe(first);
    expect(await refusal(h.call(teamInvitation, { Token: first }))).toBe(TEAM_MESSAGES.invitationUnknown);
    expect((await h.call(teamInvitation, { Token: second })).DtData[0]).toMatchObject({ Role: 'Operations', Valid: 'Y' });
    expect((await members()).filter((m) => m.Email === PRIYA)).toHaveLength(1);
  });

  it("answers only the firm's admins: an admin member may, other roles are refused", async () => {
    const leela = await team.tokenOf(TEAM.admin.email);
    expect((await team.invite({}, leela)).DtData[0]?.Status).toBe('invited');
    expect((await h.call(teamInvitation, { Token: await team.mailedToken(PRIYA) })).DtData[0]?.InvitedBy).toBe(TEAM.admin.name);
    for (const m of [TEAM.adviser, TEAM.operations, TEAM.viewer]) {
      const token = await team.tokenOf(m.email);
      expect(await codedRefusal(h.call(teamMembers, { Arn: DEMO.arn }, { token }))).toEqual({
        code: String(NOT_PERMITTED_CODE),
        message: TEAM_MESSAGES.notPermitted(m.role, 'members'),
      });
      expect(await refusal(team.invite({ Email: 'someone@ashamenon.in' }, token))).toBe(TEAM_MESSAGES.notPermitted(m.role, 'members'));
    }
  });
});

describe('AcceptTeamInvitation', () => {
  it('accepts once with a user id and password of the rules; the member then signs in', async () => {
    await team.invite();
    const token = await team.mailedToken(PRIYA);
    expect(await refusal(accept(token, PRIYA, 'weakpass'))).toBe(TEAM_MESSAGES.passwordRule);
    expect(await refusal(accept(token, 'not-an-email'))).toBe(TEAM_MESSAGES.userIdInvalid);
    expect(await refusal(accept(token, DEMO.userId))).toBe(TEAM_MESSAGES.userIdTaken);
    expect(await refusal(accept(token, TEAM.viewer.email))).toBe(TEAM_MESSAGES.userIdTaken);

    expect((await accept(token, 'Priya.Das@AshaMenon.in')).Dtinformation[0]).toEqual({ Return_Message: TEAM_MESSAGES.accepted, UserId: PRIYA });
    expect(await refusal(accept(token, 'priya.other@ashamenon.in'))).toBe(TEAM_MESSAGES.invitationUsed);
    expect((await h.call(teamInvitation, { Token: token })).DtData[0]).toMatchObject({ Valid: 'N', Message: TEAM_MESSAGES.invitationUsed });

    const [row] = (await team.signIn(PRIYA, 'Priya@2026')).DtData;
    expect(row).toMatchObject({ UserId: PRIYA, ARNCode: DEMO.arn, Role: 'Adviser', SubBroker: '2001', Scope: 'euin', MemberName: 'Priya Das' });
    expect((await members()).find((m) => m.Email === PRIYA)).toMatchObject({ Status: 'active', UserId: PRIYA });
  });

  it('refuses an invitation past its time, one withdrawn, and an unknown token', async () => {
    await team.invite();
    const token = await team.mailedToken(PRIYA);
    await h.admin('clock', { body: { advanceMinutes: INVITATION_VALID_HOURS * 60 + 1 } });
    expect(await refusal(accept(token))).toBe(TEAM_MESSAGES.invitationExpired);
    expect((await h.call(teamInvitation, { Token: token })).DtData[0]).toMatchObject({ Valid: 'N', Message: TEAM_MESSAGES.invitationExpired });

    const seeded = (await members()).find((m) => m.Email === TEAM.invited.email)!;
    await team.update(seeded.MemberId, 'remove');
    expect(await refusal(accept(TEAM_INVITATION_TOKEN, TEAM.invited.email))).toBe(TEAM_MESSAGES.invitationWithdrawn);
    expect(await refusal(accept('no-such-invitation-token'))).toBe(TEAM_MESSAGES.invitationUnknown);
  });

  it("opens the seeded invitation, and the invitee's own user id and password sign in", async () => {
    expect((await h.call(teamInvitation, { Token: TEAM_INVITATION_TOKEN })).DtData[0]).toMatchObject({ Name: TEAM.invited.name, Valid: 'Y' });
    await accept(TEAM_INVITATION_TOKEN, TEAM.invited.email, DEMO_PASSWORD);
    expect((await team.signIn(TEAM.invited.email)).DtData[0]).toMatchObject({ Role: 'Adviser', SubBroker: TEAM.invited.subBroker });
  });
});

describe('GetTeamMembers and UpdateTeamMember', () => {
  it('lists the seeded firm, active first', async () => {
    const rows = await members();
    expect(rows.map((m) => [m.Name, m.Role, m.Status])).toEqual([
      ['Arun Kumar', 'Viewer', 'active'],
      ['Divya Nair', 'Operations', 'active'],
      ['Leela Thomas', 'Admin', 'active'],
      ['Rahul Pillai', 'Adviser', 'active'],
      ['Nisha Varma', 'Adviser', 'invited'],
      ['Sanjay Menon', 'Operations', 'suspended'],
    ]);
    expect(rows[0]).toMatchObject({ Scope: 'list', ScopePans: TEAM.viewer.scopePans.join(',') });
    expect(await h.call(teamMembers, { Arn: 'ARN-445566' }, { token: await team.tokenOf() })).toEqual({ DtData: [] });
  });

  it("changes a member's role and scope with the invitation's checks, and refuses what the rules do", async () => {
    const divya = (await members()).find((m) => m.Email === TEAM.operations.email)!;
    const changed = await team.update(divya.MemberId, 'update', { Role: 'Viewer', Scope: 'list', ScopePans: RAVI.pan });
    expect(changed.DtData[0]).toMatchObject({ Role: 'Viewer', Scope: 'list', ScopePans: RAVI.pan, Status: 'active' });
    expect(changed.Dtinformation[0]?.Return_Message).toBe(TEAM_MESSAGES.updated);

    expect(await refusal(team.update(divya.MemberId, 'update', { Role: 'Adviser', Scope: 'book' }))).toBe(TEAM_MESSAGES.adviserNeedsCode);
    expect(await refusal(team.update(divya.MemberId, 'update', { Role: 'Adviser', Scope: 'book', Euin: TEAM.adviser.euin }))).toBe(TEAM_MESSAGES.euinTaken(TEAM.adviser.euin));
    expect(await refusal(team.update(divya.MemberId, 'promote'))).toBe(TEAM_MESSAGES.actionInvalid);
    expect(await refusal(team.update(divya.MemberId, 'reactivate'))).toBe(TEAM_MESSAGES.reactivateNotSuspended);
    expect(await refusal(team.update('9999999', 'suspend'))).toBe(TEAM_MESSAGES.memberNotFound);

    await team.update(divya.MemberId, 'remove');
    expect(await refusal(team.update(divya.MemberId, 'reactivate'))).toBe(TEAM_MESSAGES.memberRemovedFinal);
    // Removed, the e-mail may be invited again.
    expect((await team.invite({ Email: TEAM.operations.email, Name: TEAM.operations.name })).DtData[0]?.Status).toBe('invited');
  });

  it('lets an admin member change others but not themselves', async () => {
    const leela = await team.tokenOf(TEAM.admin.email);
    const rows = await members(leela);
    const self = rows.find((m) => m.Email === TEAM.admin.email)!;
    const viewer = rows.find((m) => m.Email === TEAM.viewer.email)!;
    expect(await refusal(team.update(self.MemberId, 'suspend', {}, leela))).toBe(TEAM_MESSAGES.notYourself);
    expect((await team.update(viewer.MemberId, 'suspend', {}, leela)).DtData[0]?.Status).toBe('suspended');
  });
});

describe('GetLapsingEuins', () => {
  const certify = (euin: string, certifiedUntil: string | null) => h.admin('euin-certification', { body: { euin, certifiedUntil } });
  const lapsing = async (token?: string) => (await h.call(lapsingEuins, { Arn: DEMO.arn }, { token: token ?? (await team.tokenOf()) })).DtData;

  it('lists the certifications lapsing within 60 days, soonest first, with the member who carries each', async () => {
    // Seeded: no end on record, or lapsed 20 days ago; neither is about to lapse.
    expect(await lapsing()).toEqual([]);
    await certify(TEAM.adviser.euin, await registrarDay(30));
    await certify('E123456', await registrarDay(60));
    await certify('E345678', await registrarDay(10)); // another ARN's
    const rows = await lapsing();
    expect(rows).toEqual([
      { Euin: TEAM.adviser.euin, Name: 'Rahul Pillai', CertifiedUntil: await registrarDay(30), DaysLeft: '30', MemberId: expect.any(String), MemberName: 'Rahul Pillai', MemberStatus: 'active' },
      { Euin: 'E123456', Name: 'Asha Menon', CertifiedUntil: await registrarDay(60), DaysLeft: '60', MemberId: '', MemberName: '', MemberStatus: '' },
    ]);
    await certify('E123456', await registrarDay(61));
    expect((await lapsing()).map((r) => r.Euin)).toEqual([TEAM.adviser.euin]);
  });

  it('answers only an admin', async () => {
    const token = await team.tokenOf(TEAM.operations.email);
    expect(await refusal(lapsing(token))).toBe(TEAM_MESSAGES.notPermitted('Operations', 'members'));
  });
});
