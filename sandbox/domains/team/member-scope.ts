import type { Db } from '../../db/client';
import type { TeamRole, TeamScope } from '../../../lib/rules/team-roles';

// Which investors of the firm's book a member sees (lib/rules/team.ts): the whole book, those whose folios
// or orders carry the member's EUIN or sub-broker code, or the admin's list. The book's reads
// (sandbox/domains/investors/portfolio-investors.ts), the reads of an investor's folios, holdings and
// plans, and the book-wide ones (the dashboard and its lists, the transaction lists, statuses and
// timelines, the worklist, a plan's instalments, a resend or reinitiation by number) add the condition
// below for a narrowed member, so an investor outside the scope reads as one outside the book: not found,
// or simply not there.
//
// Created after every table it reads (its line is the last in sandbox/domains/ddl.ts). An order table
// that keeps an EUIN or a sub-broker code adds its line to investor_tagging; a new investor's application
// keeps its EUIN on the folio it opens, so the folios' line covers it.

export const memberScopeDdl = /* sql */ `
-- Every record that names who served an investor: the folio as opened, and each order with its tagging.
create view investor_tagging as
  select arn, pan, euin, null::text as sub_arn, sub_broker from folios where euin is not null or sub_broker is not null
  union all
  select arn, pan, nullif(euin, ''), nullif(sub_arn, ''), nullif(sub_broker, '') from purchase_requests
  union all
  select arn, pan, nullif(euin, ''), nullif(sub_arn, ''), nullif(sub_broker, '') from sip_purchase_requests
  union all
  select arn, pan, nullif(euin, ''), nullif(sub_arn, ''), nullif(sub_broker, '') from sip_registrations
  union all
  select t.arn, t.pan, nullif(u.euin, ''), nullif(u.sub_arn, ''), nullif(u.sub_broker, '')
    from unit_orders u join txns t on t.ihno = u.ihno
  union all
  select t.arn, t.pan, nullif(p.euin, ''), null, null from systematic_plans p join txns t on t.ihno = p.txn_ihno;

-- Whether the investor (arn, pan) is within member's scope; false for a member who is not the ARN's.
create function in_member_scope(member bigint, arn text, pan text) returns boolean language sql stable as $$
  select coalesce((
    select case m.scope
      when 'book' then true
      when 'list' then $3 = any (m.scope_pans)
      else exists (
        select 1 from investor_tagging t
         where t.arn = $2 and t.pan = $3
           and (upper(t.euin) = m.euin or upper(t.sub_broker) = m.sub_broker or upper(t.sub_arn) = m.sub_broker))
    end
    from firm_members m where m.id = $1 and m.arn = $2), false)
$$;
`;

/** A signed-in member as the registrar's checks need them (the ARN holder has none of this). */
export interface MemberAccess {
  id: string;
  role: TeamRole;
  scope: TeamScope;
  /** The member's own EUIN and sub-broker code, '' when none: an Adviser's orders must carry them. */
  euin: string;
  subBroker: string;
}

/** Whether the member sees only part of the book; the ARN holder and a 'book' member see all of it. */
export const isNarrowed = (member: MemberAccess | undefined): member is MemberAccess => !!member && member.scope !== 'book';

/**
 * The SQL condition keeping the row aliased `alias` (with `arn` and `pan`: the book's, a folio's) within a
 * member's scope, its parameter numbered `$n`; nothing for the ARN holder or a member who sees the whole book.
 */
export function scopeCondition(member: MemberAccess | undefined, n: number, alias = 'b'): { sql: string; params: unknown[] } {
  if (!isNarrowed(member)) return { sql: '', params: [] };
  return { sql: ` and in_member_scope($${n}::bigint, ${alias}.arn, ${alias}.pan)`, params: [member.id] };
}

/**
 * Whether the investor (arn, pan) of a row read by its number (a transaction, a plan) is within the member's
 * scope; true without a read for the ARN holder and a 'book' member.
 */
export async function memberSees(db: Db, member: MemberAccess | undefined, arn: string, pan: string): Promise<boolean> {
  if (!isNarrowed(member)) return true;
  const { rows } = await db.query<{ sees: boolean }>('select in_member_scope($1::bigint, $2, $3) as sees', [member.id, arn, pan]);
  return rows[0]?.sees === true;
}
