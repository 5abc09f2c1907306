import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { roleOf } from '@/lib/auth/portal-session';
import { NOT_PERMITTED_PATH } from '@/lib/navigation';
import { can } from '@/lib/rules/team-roles';
import { requireSession } from '@/server/auth/session';
import { TeamView } from './TeamView';

export const metadata: Metadata = { title: 'Team' };

/** The firm's admin: its members, each with their role and scope, and the invitation of new ones. */
export default async function TeamPage() {
  const session = await requireSession();
  // The proxy sends other roles away first; this is the check that holds without it.
  if (!can(roleOf(session), 'members')) redirect(`${NOT_PERMITTED_PATH}?needs=members`);
  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <h1 className="text-xl font-semibold text-ink">Team</h1>
      <p className="text-sm text-ink-muted">
        The people of {session.name} ({session.arn}) who sign in with their own user id: what each may do, which investors they see
        and the EUIN or sub-broker code their orders carry.
      </p>
      <TeamView selfId={session.member?.id ?? null} />
    </div>
  );
}
