import type { Metadata } from 'next';
import Link from 'next/link';
import { landingFor, roleOf } from '@/lib/auth/portal-session';
import { isPermission, notPermittedMessage } from '@/lib/rules/team-roles';
import { requireSession } from '@/server/auth/session';

export const metadata: Metadata = { title: 'Not available for your role' };

/**
 * Where the proxy sends a firm member who opens a page of what their role may not do (lib/routes.ts):
 * what the role may not do, in the team rule's words, and the way to the member's start page.
 */
export default async function NotPermittedPage({ searchParams }: { searchParams: Promise<{ needs?: string }> }) {
  const session = await requireSession();
  const { needs } = await searchParams;
  const role = roleOf(session);
  return (
    <div className="mx-auto max-w-xl space-y-3 py-10 text-center">
      <h1 className="text-xl font-semibold text-ink">Not available for your role</h1>
      <p className="text-ink-muted">
        {needs && isPermission(needs) ? notPermittedMessage(role, needs) : `This page is not available to a member with the ${role} role`}. Your firm&apos;s
        admin can change your role.
      </p>
      <Link href={landingFor(session.flag, role)} className="text-brand-700 underline hover:text-brand-900">
        Go to your start page
      </Link>
    </div>
  );
}
