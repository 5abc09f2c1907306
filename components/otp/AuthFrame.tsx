import Link from 'next/link';
import type { ReactNode } from 'react';
import { NoScriptNotice } from '@/components/forms/NoScriptNotice';

export interface AuthFrameProps {
  title: string;
  intro: ReactNode;
  children: ReactNode;
  /** Links under the form; "Back to sign in" is always there. */
  links?: { href: string; label: string }[];
}

const linkClass = 'text-brand-700 underline hover:text-brand-900';

/** The card that sign-up and credential recovery share, sized like the sign-in card. */
export function AuthFrame({ title, intro, children, links = [] }: AuthFrameProps) {
  return (
    <section
      aria-labelledby="auth-heading"
      className="mx-auto max-w-xl rounded-card border border-line bg-surface p-5 shadow-card sm:p-8"
    >
      <h1 id="auth-heading" className="text-xl font-semibold text-ink">
        {title}
      </h1>
      <div className="mt-1 text-ink-muted">{intro}</div>
      <NoScriptNotice>This form needs JavaScript. Turn it on in your browser to continue.</NoScriptNotice>
      {children}
      <p className="mt-6 flex flex-wrap gap-x-4 gap-y-2 border-t border-line pt-4">
        {links.map((l) => (
          <Link key={l.href} href={l.href} className={linkClass}>
            {l.label}
          </Link>
        ))}
        <Link href="/login" className={linkClass}>
          Back to sign in
        </Link>
      </p>
    </section>
  );
}
