import type { Db } from '../../db/client';
import { refuse, type Caller, type Refusal, type Route } from '../../router';
import type { TokenUser } from '../../tokens';
import { TEAM_MESSAGES } from '../../../lib/rules/team';
import { can, NOT_PERMITTED_CODE, type TeamRole, type TeamScope } from '../../../lib/rules/team-roles';

// The registrar's side of a member's call, in one place for both pipelines (sandbox/api.ts and the uploads'):
// who the token's member is now, and whether their role allows what the route needs (the route declares
// it: sandbox/router.ts). The ARN holder's token passes untouched and costs nothing here.

/**
 * The token's caller as the registrar holds them now: a member with their role, scope and own codes read afresh (one
 * primary-key read per call), or null when the member is no longer active, so a suspension or removal
 * ends every token of theirs at once.
 */
export async function admitCaller(db: Db, user: TokenUser | null): Promise<Caller | null> {
  if (!user?.memberId) return user;
  if (!/^\d{1,18}$/.test(user.memberId)) return null;
  const { rows } = await db.query<{ role: TeamRole; scope: TeamScope; euin: string; sub_broker: string }>(
    `select role, scope, coalesce(euin, '') as euin, coalesce(sub_broker, '') as sub_broker
       from firm_members where id = $1::bigint and arn = $2 and user_id = $3 and status = 'active'`,
    [user.memberId, user.arn, user.userId],
  );
  const m = rows[0];
  return m ? { ...user, member: { id: user.memberId, role: m.role, scope: m.scope, euin: m.euin, subBroker: m.sub_broker } } : null;
}

/** The refusal of a member whose role does not allow what the route needs; null when the call may go on. */
export function roleRefusal(caller: Caller | null, route: Route): Refusal | null {
  if (!caller?.member || !route.endpoint.auth) return null;
  const needs = route.needs ?? 'read';
  return can(caller.member.role, needs) ? null : refuse(TEAM_MESSAGES.notPermitted(caller.member.role, needs), NOT_PERMITTED_CODE);
}
