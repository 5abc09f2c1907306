import { IntentLink } from '@/components/ui/IntentLink';
import type { FixLink } from '@/lib/transactions/problem-fixes';

/** The fix beside a problem the registrar holds: a link to the screen that fixes it, or what to do when none can. */
export function FixText({ fix }: { fix: FixLink }) {
  if (!fix.href) return <span className="font-medium">{fix.label}</span>;
  return (
    <IntentLink href={fix.href} className="font-medium text-brand-700 underline hover:text-brand-800">
      {fix.label}
    </IntentLink>
  );
}
