import type { Metadata } from 'next';
import { InvestorList } from '@/components/investors/InvestorList';
import { INVESTOR_PAGE_SIZE } from '@/lib/forms/investors/investor-list';
import { requireDistributor } from '@/server/auth/session';
import { investorListFirstPage } from '@/server/services/investors/investors';

export const metadata: Metadata = { title: 'Investors' };

export default async function InvestorsPage() {
  const auth = await requireDistributor();
  // From the BFF's copy when it holds one: the first rows arrive with the page. Without one the browser
  // asks, rather than the page waiting for the registrar's whole book.
  const initialPage = await investorListFirstPage(auth, INVESTOR_PAGE_SIZE);
  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <h1 className="text-xl font-semibold text-ink">Investors</h1>
      <section className="rounded-card border border-line bg-surface p-4 shadow-card sm:p-5">
        <InvestorList navigation={{ kind: 'investors' }} initialPage={initialPage} />
      </section>
    </div>
  );
}
