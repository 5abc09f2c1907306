import type { Metadata } from 'next';
import { requireSession } from '@/server/auth/session';
import { navCategories } from '@/server/services/nav/nav';
import { NavExplorer } from './NavExplorer';

export const metadata: Metadata = { title: 'NAV' };

export default async function NavPage() {
  await requireSession();
  // Listed on the server so the page arrives ready to use; the page asks again if this fails.
  const categories = await navCategories().catch(() => null);
  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <h1 className="text-xl font-semibold text-ink">NAV Graph and NAV Table</h1>
      <NavExplorer initialCategories={categories} />
    </div>
  );
}
