import { z } from 'zod';
import { memberAccessProblems, memberDetailsProblems, normaliseMemberAccess, normaliseMemberDetails, TEAM_MESSAGES, type MemberProblem } from '../../rules/team';
import { splitPans } from './team-member-fields';

// The admin's forms on the Team page: an invitation, a change of a member's access, and a change of
// status. Every check and every word is lib/rules/team.ts's (the registrar runs the same checks), so the
// schemas only read the typed values, normalise them as the registrar keeps them and put each field's
// first problem under that field. The handlers parse the same schemas again.

const typed = z.string();
// The form sends the box's text; a caller may send the list itself.
const pans = z.union([z.string(), z.array(z.string())]).transform((v) => (typeof v === 'string' ? splitPans(v) : v));
const access = { role: typed, euin: typed, subBroker: typed, scope: typed, scopePans: pans };

/** Each of the rule's problems under its field. */
const onFields = (problems: MemberProblem[], ctx: z.RefinementCtx) => {
  for (const p of problems) ctx.addIssue({ code: 'custom', path: [p.field], message: p.message });
};

const memberId = z.string().trim().min(1, TEAM_MESSAGES.memberNotFound).max(20, TEAM_MESSAGES.memberNotFound);

/** The invitation: who, their role, codes and scope. Its output is the details as the registrar keeps them. */
export const teamMemberSchema = z
  .object({ name: typed, mobile: typed, email: typed, ...access })
  .transform(normaliseMemberDetails)
  .superRefine((d, ctx) => onFields(memberDetailsProblems(d), ctx));

/** A change of a member's role, codes and scope; the name and contacts stay the invitation's. */
export const memberAccessSchema = z
  .object({ memberId, ...access })
  .transform((v) => ({ memberId: v.memberId, ...normaliseMemberAccess(v) }))
  .superRefine((a, ctx) => onFields(memberAccessProblems(a), ctx));

/** Suspend, reactivate or remove: the member is all it names. */
export const memberStatusSchema = z.object({ memberId });

/** The forms' values as typed (the list scope's PANs as the box's text). */
export type TeamMemberInput = z.input<typeof teamMemberSchema>;
export type MemberAccessInput = z.input<typeof memberAccessSchema>;
/** As the registrar keeps them: what the handlers pass on. */
export type TeamMemberDetails = z.output<typeof teamMemberSchema>;
export type MemberAccessChange = z.output<typeof memberAccessSchema>;
