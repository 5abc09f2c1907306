import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import type { OutgoingMessage } from '../../outbox';
import { hashPassword, meetsPasswordRule, newSalt } from '../../passwords';
import { checkEuin, euinCertification, EUIN_MESSAGES } from '../links/links';
import { euinCertificationProblem } from '../../../lib/rules/euin-certification';
import { INVITATION_MESSAGES, INVITATION_VALID_HOURS, invitationState, TEAM_MESSAGES, type MemberDetails } from '../../../lib/rules/team';
import { USER_ID_EMAIL_PATTERN } from '../../../lib/rules/user-id';
import { acceptInvitation, euinHolder, findMemberByInvitation, userIdInUse, type MemberRow } from './members';

// The registrar's side of an invitation: the checks against its own records (the EUIN register, the book),
// the token (random, mailed to the invitee alone, kept only as its hash) and its one acceptance.

/** 24 random bytes: unguessable, and short enough for an address. */
export const newInvitationToken = () => randomBytes(24).toString('base64url');

/** What the registrar keeps of a token: a copied database must not hand out live invitations. */
export const invitationHash = (token: string) => createHash('sha256').update(token.trim()).digest('hex');

/**
 * What the registrar's own records hold against normalised details (the formats were checked first,
 * lib/rules/team.ts): an EUIN on the register, of this ARN, certified today and no other member's; a list
 * of PANs of the firm's book. `memberId` is the member being changed, whose own EUIN is no obstacle.
 */
export async function registerProblem(db: Db, arn: string, d: MemberDetails, today: string, memberId: string | null): Promise<string | null> {
  if (d.euin) {
    const verdict = await checkEuin(db, arn, d.euin);
    if (verdict !== EUIN_MESSAGES.valid) return verdict;
    const certification = await euinCertification(db, d.euin);
    if (euinCertificationProblem(d.euin, certification?.until ?? null, today)) return TEAM_MESSAGES.euinLapsed(d.euin);
    if (await euinHolder(db, arn, d.euin, memberId)) return TEAM_MESSAGES.euinTaken(d.euin);
  }
  if (d.scope === 'list') {
    const { rows } = await db.query<{ pan: string }>(
      'select p.pan from unnest($2::text[]) with ordinality p (pan, n) where not exists (select 1 from book b where b.arn = $1 and b.pan = p.pan) order by p.n limit 1',
      [arn, d.scopePans],
    );
    if (rows[0]) return TEAM_MESSAGES.listPanOutsideBook(rows[0].pan);
  }
  return null;
}

/** The invitee's link: the portal's page with the token in place of {token}; null when the page is not a web address with one. */
export function acceptLink(acceptUrl: string, token: string): string | null {
  const url = acceptUrl.trim();
  if (!/^https?:\/\/\S+$/.test(url) || url.split('{token}').length !== 2) return null;
  return url.replace('{token}', token);
}

export function invitationMail(i: { to: string; name: string; firm: string; arn: string; invitedBy: string; role: string; link: string }): OutgoingMessage {
  return {
    to: i.to,
    channel: 'email',
    subject: `${i.invitedBy} invites you to ${i.firm}'s team on the distributor portal`,
    text:
      `Dear ${i.name},\n\n${i.invitedBy} has invited you to join ${i.firm} (${i.arn}) on the distributor portal as ${i.role}.\n` +
      `Open the link within ${INVITATION_VALID_HOURS} hours to choose your user id and password. It works once.\n\n${i.link}\n\n` +
      'If you did not expect this, ignore this mail.',
    link: i.link,
  };
}

/** The member the token invites and whether it can still be accepted (its refusal otherwise); null for an unknown token. */
export async function openInvitation(db: Db, token: string, now: Date): Promise<{ member: MemberRow; refusal: string | null } | null> {
  const member = await findMemberByInvitation(db, invitationHash(token));
  if (!member) return null;
  const state = invitationState({ status: member.status, accepted: member.accepted_at !== null, expiresAt: member.invitation_expires }, now);
  return { member, refusal: state === 'open' ? null : INVITATION_MESSAGES[state] };
}

/** Accepts the invitation once, within its time: the member's own user id and password. Answers the refusal, or null. */
export async function acceptWith(db: Db, a: { token: string; userId: string; password: string; now: Date }): Promise<string | null> {
  const opened = await openInvitation(db, a.token, a.now);
  if (!opened) return TEAM_MESSAGES.invitationUnknown;
  if (opened.refusal) return opened.refusal;
  const userId = a.userId.trim().toLowerCase();
  if (!USER_ID_EMAIL_PATTERN.test(userId)) return TEAM_MESSAGES.userIdInvalid;
  if (await userIdInUse(db, userId)) return TEAM_MESSAGES.userIdTaken;
  if (!meetsPasswordRule(a.password)) return TEAM_MESSAGES.passwordRule;
  const salt = newSalt();
  await acceptInvitation(db, opened.member.id, { userId, salt, hash: await hashPassword(a.password, salt), at: a.now });
  return null;
}
