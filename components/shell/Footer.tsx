import { IntentLink } from '@/components/ui/IntentLink';

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-line bg-surface px-4 py-3 text-xs text-ink-muted md:px-6">
      <p>Mutual Fund investments are subject to market risks, read all scheme related documents carefully.</p>
      <div className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1">
        <p>© {year} Distributor Portal. All rights reserved.</p>
        <IntentLink href="/terms-conditions" className="text-brand-700 underline hover:text-brand-900">
          Terms and Conditions
        </IntentLink>
      </div>
    </footer>
  );
}
