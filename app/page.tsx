import { redirect } from 'next/navigation';
import { getPortalSession } from '@/server/auth/session';
import { landingFor } from '@/lib/auth/portal-session';

// The proxy normally answers '/' itself; this is the second check.
export default async function Root() {
  const session = await getPortalSession();
  redirect(session ? landingFor(session.flag) : '/login');
}
