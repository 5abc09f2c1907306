import type { z } from 'zod';
import { acceptTeamInvitation, inviteMember, lapsingEuins, teamInvitation, teamMembers, updateMember, type memberRow } from '../../server/fundhouse/endpoints/team';
import { findDistributorByArn } from '../db/distributors';
import { sendMessage } from '../outbox';
import { refuse, route, signedIn, type Caller, type HandlerContext, type RouteAccess } from '../router';
import { istDay } from '../domains/schemes/schemes';
import { replayByRef } from '../domains/transactions/request-replay';
import { acceptLink, acceptWith, invitationHash, invitationMail, newInvitationToken, openInvitation, registerProblem } from '../domains/team/invitations';
import { lapsingEuinsOf } from '../domains/team/lapsing-euins';
import { findMember, findMemberByEmail, insertInvitation, listMembers, nameOfUser, renewInvitation, setMemberStatus, updateAccess, type MemberRow } from '../domains/team/members';
import { checkMemberDetails, invitationExpiry, TEAM_MESSAGES } from '../../lib/rules/team';
import { MESSAGES as AUTH_MESSAGES } from './auth';

// The firm's team as the registrar runs it (lib/rules/team.ts, endpoints/team.ts). The admin's calls need
// the 'members' permission, which the pipeline checks before these run (the ARN holder has every one);
// another ARN's team reads as none. The invitation's two calls are public: the token is the proof.

const MEMBERS: RouteAccess = { needs: 'members' };

/** The caller when the ARN asked for is their own. */
function ownFirm(ctx: HandlerContext, asked: string): Caller | null {
  const caller = signedIn(ctx);
  return asked.trim().toUpperCase() === caller.arn ? caller : null;
}

const pansOf = (list: string) => list.split(',');
const iso = (at: Date | null) => at?.toISOString() ?? '';

function memberAnswer(m: MemberRow): z.input<typeof memberRow> {
  return {
    MemberId: m.id, Name: m.name, Mobile: m.mobile, Email: m.email, Role: m.role, Euin: m.euin ?? '', SubBroker: m.sub_broker ?? '',
    Scope: m.scope, ScopePans: m.scope_pans.join(','), Status: m.status, UserId: m.user_id ?? '', InvitedAt: iso(m.created_at),
    InvitationExpiresAt: m.status === 'invited' ? iso(m.invitation_expires) : '', LastLogin: iso(m.last_login),
  };
}

const inviteRoute = route(
  inviteMember,
  async (p, ctx) => {
    const caller = ownFirm(ctx, p.Arn);
    if (!caller) return refuse(AUTH_MESSAGES.noData);
    // A repeat of the caller's reference is answered as the first and mails nothing again.
    return replayByRef(ctx.db, { arn: caller.arn, path: inviteMember.path, requestRef: p.RequestRef }, () => invite(p, caller, ctx), (a) => 'DtData' in a);
  },
  MEMBERS,
);

async function invite(p: z.output<typeof inviteMember.params>, caller: Caller, ctx: HandlerContext) {
  const details = checkMemberDetails({
    name: p.Name, mobile: p.Mobile, email: p.Email, role: p.Role, euin: p.Euin, subBroker: p.SubBroker, scope: p.Scope, scopePans: pansOf(p.ScopePans),
  });
  if (typeof details === 'string') return refuse(details);
  // The e-mail's member, if any, must be one still invited: their invitation is sent again (the old link
  // ends). An active or suspended member's e-mail is refused.
  const pending = await findMemberByEmail(ctx.db, caller.arn, details.email);
  if (pending && pending.status !== 'invited') return refuse(TEAM_MESSAGES.alreadyMember);
  const now = ctx.clock.now();
  const registered = await registerProblem(ctx.db, caller.arn, details, istDay(now), pending?.id ?? null);
  if (registered) return refuse(registered);
  const token = newInvitationToken();
  const link = acceptLink(p.AcceptUrl, token);
  if (!link) return refuse(TEAM_MESSAGES.acceptLinkInvalid);

  const invitation = { arn: caller.arn, details, invitedBy: caller.userId, tokenHash: invitationHash(token), expires: invitationExpiry(now) };
  if (pending) await renewInvitation(ctx.db, pending.id, invitation);
  const id = pending?.id ?? (await insertInvitation(ctx.db, invitation));
  const firm = await findDistributorByArn(ctx.db, caller.arn);
  const firmName = firm?.name ?? caller.arn;
  const invitedBy = (await nameOfUser(ctx.db, caller.userId)) ?? firmName;
  await sendMessage(ctx.db, invitationMail({ to: details.email, name: details.name, firm: firmName, arn: caller.arn, invitedBy, role: details.role, link }));
  return {
    DtData: [{ MemberId: id, Status: 'invited', InvitationExpiresAt: invitation.expires.toISOString(), Return_Message: TEAM_MESSAGES.invited(details.email) }],
  };
}

const membersRoute = route(
  teamMembers,
  async (p, ctx) => {
    const caller = ownFirm(ctx, p.Arn);
    return { DtData: caller ? (await listMembers(ctx.db, caller.arn)).map(memberAnswer) : [] };
  },
  MEMBERS,
);

const updateRoute = route(
  updateMember,
  async (p, ctx) => {
    const caller = ownFirm(ctx, p.Arn);
    if (!caller) return refuse(AUTH_MESSAGES.noData);
    const member = await findMember(ctx.db, caller.arn, p.MemberId);
    if (!member) return refuse(TEAM_MESSAGES.memberNotFound);
    // An admin member cannot lock themselves out, nor widen their own access.
    if (caller.member?.id === member.id) return refuse(TEAM_MESSAGES.notYourself);
    if (member.status === 'removed') return refuse(TEAM_MESSAGES.memberRemovedFinal);
    const refusal = await change(ctx, member, p);
    if (refusal) return refuse(refusal);
    const changed = await findMember(ctx.db, caller.arn, member.id);
    return { DtData: changed ? [memberAnswer(changed)] : [], Dtinformation: [{ Return_Message: TEAM_MESSAGES.updated }] };
  },
  MEMBERS,
);

/** Applies one action to a member who is not removed; the refusal's words, or null. */
async function change(ctx: HandlerContext, member: MemberRow, p: z.output<typeof updateMember.params>): Promise<string | null> {
  switch (p.Action.trim()) {
    case 'update': {
      // The name and contacts stay the invitation's; the rest is checked as an invitation's would be.
      const details = checkMemberDetails({
        name: member.name, mobile: member.mobile, email: member.email, role: p.Role, euin: p.Euin, subBroker: p.SubBroker, scope: p.Scope, scopePans: pansOf(p.ScopePans),
      });
      if (typeof details === 'string') return details;
      const registered = await registerProblem(ctx.db, member.arn, details, istDay(ctx.clock.now()), member.id);
      if (registered) return registered;
      await updateAccess(ctx.db, member.id, details);
      return null;
    }
    case 'suspend':
      if (member.status !== 'active') return TEAM_MESSAGES.suspendNotActive;
      await setMemberStatus(ctx.db, member.id, 'suspended');
      return null;
    case 'reactivate':
      if (member.status !== 'suspended') return TEAM_MESSAGES.reactivateNotSuspended;
      await setMemberStatus(ctx.db, member.id, 'active');
      return null;
    case 'remove':
      await setMemberStatus(ctx.db, member.id, 'removed');
      return null;
    default:
      return TEAM_MESSAGES.actionInvalid;
  }
}

const invitationRoute = route(teamInvitation, async (p, ctx) => {
  const opened = await openInvitation(ctx.db, p.Token, ctx.clock.now());
  if (!opened) return refuse(TEAM_MESSAGES.invitationUnknown);
  const { member, refusal } = opened;
  const firm = await findDistributorByArn(ctx.db, member.arn);
  return {
    DtData: [{
      ARNCode: member.arn, FirmName: firm?.name ?? '', InvitedBy: (await nameOfUser(ctx.db, member.invited_by)) ?? firm?.name ?? '',
      Name: member.name, Email: member.email, Role: member.role, ExpiresAt: iso(member.invitation_expires),
      Valid: refusal ? 'N' : 'Y', Message: refusal ?? '',
    }],
  };
});

const acceptRoute = route(acceptTeamInvitation, async (p, ctx) => {
  const refusal = await acceptWith(ctx.db, { token: p.Token, userId: p.UserId, password: p.Password, now: ctx.clock.now() });
  if (refusal) return refuse(refusal);
  return { Dtinformation: [{ Return_Message: TEAM_MESSAGES.accepted, UserId: p.UserId.trim().toLowerCase() }] };
});

const lapsingRoute = route(
  lapsingEuins,
  async (p, ctx) => {
    const caller = ownFirm(ctx, p.Arn);
    if (!caller) return { DtData: [] };
    const lapsing = await lapsingEuinsOf(ctx.db, caller.arn, istDay(ctx.clock.now()));
    return {
      DtData: lapsing.map((e) => ({
        Euin: e.euin, Name: e.name, CertifiedUntil: e.until, DaysLeft: String(e.daysLeft),
        MemberId: e.member?.id ?? '', MemberName: e.member?.name ?? '', MemberStatus: e.member?.status ?? '',
      })),
    };
  },
  MEMBERS,
);

export const teamRoutes = [inviteRoute, membersRoute, updateRoute, invitationRoute, acceptRoute, lapsingRoute];
