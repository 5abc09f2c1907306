import { z } from 'zod';
import { defineEndpoint, looseString, table } from '../endpoint';

// A distributor firm's team (issue 43): the ARN holder invites members, each with a role, a scope and,
// for an adviser, their own EUIN or sub-broker code; a member accepts once, with a user id and a password
// of their own, and then signs in through /login. No seed names these calls, so they are this project's own
// paths (docs/upstream-protocol.md, "The firm's team"). The rules and every word of the refusals are
// lib/rules/team.ts. The registrar answers only an admin (the ARN holder, or a member with the Admin role)
// on the calls that need a token; the invitation's two calls are public and go by its token.
//
// Values a person types travel as text and are judged by the registrar in the rule's words, so a wrong
// role or EUIN is a refusal the portal can show rather than an 'Invalid request'.

const arn = z.string().trim().min(1).max(20);
const text = (max: number) => z.string().max(max);
/** Comma-separated PANs: the admin's list for the 'list' scope (at most 500). */
const panList = z.string().max(5_500);

/** A member as the firm's admin sees them. Times are ISO 8601 (UTC); an absent one is ''. */
export const memberRow = z.object({
  MemberId: looseString,
  Name: z.string(),
  Mobile: z.string(),
  Email: z.string(),
  Role: z.string(),
  /** The member's EUIN and sub-broker code; '' when none. */
  Euin: z.string(),
  SubBroker: z.string(),
  Scope: z.string(),
  /** Comma-separated PANs when the scope is 'list'; '' otherwise. */
  ScopePans: z.string(),
  /** invited, active, suspended or removed. */
  Status: z.string(),
  /** The user id the member chose on accepting; '' while invited. */
  UserId: z.string(),
  InvitedAt: z.string(),
  /** While invited: when the invitation stops working. */
  InvitationExpiresAt: z.string(),
  LastLogin: z.string(),
});

/** The member's details as an invitation or a change gives them. */
const memberDetails = {
  Name: text(60),
  Mobile: text(15),
  Email: text(100),
  Role: text(20),
  Euin: text(20).default(''),
  SubBroker: text(40).default(''),
  Scope: text(10),
  ScopePans: panList.default(''),
};

/**
 * Invites a member: the registrar checks the details (an EUIN on its register, of this ARN, certified),
 * keeps the invitation's token hashed and mails the invitee `AcceptUrl` with `{token}` replaced by it.
 * Inviting an e-mail whose invitation is still pending sends a new link and ends the old one.
 */
export const inviteMember = defineEndpoint({
  name: 'inviteMember',
  path: '/InviteTeamMember',
  method: 'POST',
  auth: true,
  params: z.object({
    Arn: arn,
    ...memberDetails,
    /** The portal's page that accepts the invitation, with `{token}` where the token goes. */
    AcceptUrl: text(300),
    /** The caller's reference: a repeat is answered with the first answer and mails nothing again. */
    RequestRef: z.string().max(64).optional(),
  }),
  answer: z.object({
    DtData: table(z.object({ MemberId: looseString, Status: z.string(), InvitationExpiresAt: z.string(), Return_Message: z.string() })),
  }),
});

/** Every member of the firm, the removed ones last. */
export const teamMembers = defineEndpoint({
  name: 'teamMembers',
  path: '/GetTeamMembers',
  method: 'GET',
  auth: true,
  params: z.object({ Arn: arn }),
  answer: z.object({ DtData: table(memberRow) }),
});

export const MEMBER_ACTIONS = ['update', 'suspend', 'reactivate', 'remove'] as const;
export type MemberAction = (typeof MEMBER_ACTIONS)[number];

/**
 * Changes a member: `update` replaces the role, the EUIN or sub-broker code, the scope and its list (the
 * name and contacts stay the invitation's); `suspend`, `reactivate` and `remove` change the status, and a
 * suspended or removed member's sign-ins and tokens stop working at once.
 */
export const updateMember = defineEndpoint({
  name: 'updateMember',
  path: '/UpdateTeamMember',
  method: 'POST',
  auth: true,
  params: z.object({
    Arn: arn,
    MemberId: z.string().trim().min(1).max(20),
    Action: text(20),
    Role: text(20).default(''),
    Euin: text(20).default(''),
    SubBroker: text(40).default(''),
    Scope: text(10).default(''),
    ScopePans: panList.default(''),
  }),
  answer: z.object({ DtData: table(memberRow), Dtinformation: table(z.object({ Return_Message: z.string() })) }),
});

/** What an invitation link is (public: the token is the proof). An unknown token is refused. */
export const teamInvitation = defineEndpoint({
  name: 'teamInvitation',
  path: '/GetTeamInvitation',
  method: 'GET',
  auth: false,
  params: z.object({ Token: z.string().trim().min(1).max(100) }),
  answer: z.object({
    DtData: table(
      z.object({
        ARNCode: z.string(),
        /** The firm's name as the registrar holds the ARN. */
        FirmName: z.string(),
        /** Who invited: the ARN holder's or an admin member's name. */
        InvitedBy: z.string(),
        Name: z.string(),
        Email: z.string(),
        Role: z.string(),
        ExpiresAt: z.string(),
        /** Y while it can be accepted; N with the reason in Message. */
        Valid: z.enum(['Y', 'N']),
        Message: z.string(),
      }),
    ),
  }),
});

/** Accepts an invitation once, within its time: the member's own user id (an e-mail) and password. */
export const acceptTeamInvitation = defineEndpoint({
  name: 'acceptTeamInvitation',
  path: '/AcceptTeamInvitation',
  method: 'POST',
  auth: false,
  params: z.object({ Token: z.string().trim().min(1).max(100), UserId: z.string().trim().min(1).max(50), Password: z.string().min(1).max(50) }),
  answer: z.object({ Dtinformation: table(z.object({ Return_Message: z.string(), UserId: z.string() })) }),
});

/**
 * The firm's EUINs whose certification lapses within the window (lib/rules/team.ts), soonest first,
 * each with the member who carries it, if any.
 */
export const lapsingEuins = defineEndpoint({
  name: 'lapsingEuins',
  path: '/GetLapsingEuins',
  method: 'GET',
  auth: true,
  params: z.object({ Arn: arn }),
  answer: z.object({
    DtData: table(
      z.object({
        Euin: z.string(),
        /** The holder's name on the register. */
        Name: z.string(),
        /** The certification's last day, YYYY-MM-DD. */
        CertifiedUntil: z.string(),
        DaysLeft: looseString,
        /** The member carrying the EUIN; '' when none does. */
        MemberId: looseString.default(''),
        MemberName: z.string().default(''),
        MemberStatus: z.string().default(''),
      }),
    ),
  }),
});
