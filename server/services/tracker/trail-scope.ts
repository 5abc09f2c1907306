import 'server-only';
import { roleOf } from '@/lib/auth/portal-session';
import { can } from '@/lib/rules/team-roles';
import { seesWholeTrail, TRAIL_HOLDER, TRAIL_WORDS } from '@/lib/rules/team-trail';
import type { TrailScope } from '@/lib/tracker/query';
import type { DistributorAuth } from '../../auth/session';
import { UpstreamError } from '../../fundhouse/errors';
import { getDb } from '../../store/db';
import { trailPeople } from '../../store/initiations';
import { bookPans } from '../investors/investors';
import { log } from '@/server/log';

// Which part of the firm's trail the signed-in person sees, and whom the admin may filter it by
// (lib/rules/team-trail.ts). The tracker and Today read both from here.

/**
 * Nothing for the ARN holder and a member who sees the whole book: the firm's whole trail. A narrower
 * member gets their own rows and those of the PANs the registrar answers for their book (the investor
 * list's copy, read with their own token). When that list cannot be read just now they get their own
 * rows only: the safe side, never another scope's investors; a refused token still signs them out.
 */
export async function trailScope(auth: DistributorAuth): Promise<TrailScope | undefined> {
  const member = auth.session.member;
  if (!member || seesWholeTrail(auth.session)) return undefined;
  const pans = await bookPans(auth).catch((err: unknown) => {
    if (err instanceof UpstreamError && err.kind === 'unauthorized') throw err;
    log('warn', { trailScope: 'book unreadable, own rows only', error: (err as Error)?.name ?? typeof err });
    return [];
  });
  return { memberId: member.id, pans };
}

/** Whether the signed-in person chooses whose rows to see: the firm's admin. */
export const choosesPerson = (auth: DistributorAuth) => can(roleOf(auth.session), 'members');

/** The admin's choices of whose rows to see: the ARN holder first, then each member who appears in the trail. */
export async function trailChoices(auth: DistributorAuth): Promise<{ value: string; label: string }[]> {
  const people = await trailPeople(await getDb(), auth.session.arn);
  return people.map((p) => (p.memberId === null ? { value: TRAIL_HOLDER, label: TRAIL_WORDS.holderChoice(auth.session.name) } : { value: p.memberId, label: p.name || p.memberId }));
}
