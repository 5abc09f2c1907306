import Link from 'next/link';
import type { ReactNode } from 'react';
import { Footer } from '@/components/shell/Footer';
import { SkipLink } from '@/components/shell/SkipLink';

export default function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="bg-brand-800 text-white">
        <div className="mx-auto flex h-14 max-w-5xl items-center px-4">
          <Link href="/login" className="text-base font-semibold text-white hover:underline focus-visible:outline-white">
            Distributor Portal
          </Link>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-5xl flex-1 px-4 py-6 focus:outline-none sm:py-10">
        {children}
      </main>
      <Footer />
    </div>
  );
}
