import Link from 'next/link';
import type { ReactNode } from 'react';
import { NoScriptNotice } from '@/components/forms/NoScriptNotice';

const BROKER_STEP = 'Enter your ARN digits as the broker code, and a sub broker code if the sale is through one.';
const EUIN_STEP = 'Declare YES for execution-only sales, or NO and give the EUIN of the employee who advised.';

export interface LinkPageFrameProps {
  title: string;
  intro: string;
  /** The steps of "How it works" that belong to this link: what to choose (if anything), and what sharing it does. */
  steps: { choose?: string; share: string };
  other: { href: string; label: string };
  children: ReactNode;
}

/** The frame both link generators share: the form in a card, and how the link works beside it. */
export function LinkPageFrame({ title, intro, steps, other, children }: LinkPageFrameProps) {
  const howItWorks = [BROKER_STEP, ...(steps.choose ? [steps.choose] : []), EUIN_STEP, steps.share];
  return (
    <div className="mx-auto grid max-w-5xl gap-6 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
      <section aria-labelledby="link-heading" className="rounded-card border border-line bg-surface p-5 shadow-card sm:p-8">
        <h1 id="link-heading" className="text-xl font-semibold text-ink">
          {title}
        </h1>
        <p className="mt-1 text-ink-muted">{intro}</p>
        <NoScriptNotice>Generating a link needs JavaScript. Turn it on in your browser to use this form.</NoScriptNotice>
        {children}
      </section>
      <aside aria-labelledby="link-how" className="rounded-card border border-line bg-surface p-5 shadow-card">
        <h2 id="link-how" className="text-sm font-semibold text-ink">
          How it works
        </h2>
        <ol className="mt-2 list-decimal space-y-2 pl-5 text-ink">
          {howItWorks.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ol>
        <p className="mt-4">
          <Link href={other.href} className="text-brand-700 underline hover:text-brand-900">
            {other.label}
          </Link>
        </p>
        <p className="mt-1">
          <Link href="/login" className="text-brand-700 underline hover:text-brand-900">
            Back to sign in
          </Link>
        </p>
      </aside>
    </div>
  );
}
