import type { Metadata } from 'next';
import Image from 'next/image';
import { AMCS, aumCaption, logoAlt } from '@/lib/amcs';
import { requireSession } from '@/server/auth/session';

export const metadata: Metadata = { title: 'AMCs' };

export default async function AmcPage() {
  await requireSession();
  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <h1 className="text-xl font-semibold text-ink">AMCs</h1>
      <ul aria-label="Fund houses" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {AMCS.map((amc) => (
          <li key={amc.name} className="rounded-card border border-line bg-surface p-4 shadow-card">
            <figure className="flex flex-col items-center gap-2 text-center">
              {/* SVG monograms: nothing to optimise, so they are served as they are. */}
              <Image src={amc.logo} alt={logoAlt(amc.name)} width={64} height={64} unoptimized />
              <figcaption className="space-y-0.5">
                <span className="block font-medium text-ink">{amc.name}</span>
                <span className="block tabular-nums text-ink-muted">{aumCaption(amc.aumCrore)}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </div>
  );
}
