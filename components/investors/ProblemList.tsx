'use client';

import { useMayOpen } from '@/components/shell/member-context';
import { IntentLink } from '@/components/ui/IntentLink';
import type { InvestorProblemView } from '@/lib/api/today';

export interface ProblemListProps {
  problems: InvestorProblemView[];
  /** The investor's name, said after each link to a screen reader where many investors are listed. */
  investor?: string;
}

/**
 * What stops an investor (or only informs, as the e-KYC headroom does), one item each, with the link that
 * fixes it, or what to do where no screen of the portal can. Today's list and the investor's page both use it.
 * A link to a screen the signed-in role may not open (a fix that initiates, for a Viewer) is left out.
 */
export function ProblemList({ problems, investor }: ProblemListProps) {
  const mayOpen = useMayOpen();
  return (
    <ul className="space-y-2">
      {problems.map((p) => (
        <li key={`${p.code}|${p.text}`} className="space-y-0.5">
          <p className={p.severity === 'info' ? 'text-ink' : 'font-medium text-warning-700'}>{p.text}</p>
          {p.fixLink?.href ? (
            mayOpen(p.fixLink.href) && (
              <IntentLink href={p.fixLink.href} className="text-sm text-brand-700 underline hover:text-brand-800">
                {p.fixLink.label}
                {investor && <span className="sr-only"> for {investor}</span>}
              </IntentLink>
            )
          ) : (
            p.fixLink && <p className="text-sm text-ink-muted">{p.fixLink.label}</p>
          )}
        </li>
      ))}
    </ul>
  );
}
