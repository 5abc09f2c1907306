import { ExternalIcon } from '@/components/ui/page-icons';
import { SIP_MODIFICATION_FAQ_URL } from '@/lib/transactions/links';

const LINK = 'inline-flex items-center gap-1 font-medium text-brand-700 underline';

/** The terms the declaration accepts and the fund house's FAQs on SIP modification (a PDF). */
export function TermsAndFaq() {
  return (
    <p className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
      <a href="/terms-conditions" target="_blank" rel="noopener noreferrer" className={LINK}>
        Terms and conditions
        <ExternalIcon className="h-3.5 w-3.5" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
      <a href={SIP_MODIFICATION_FAQ_URL} target="_blank" rel="noopener noreferrer" className={LINK}>
        SIP Modification FAQs (PDF)
        <ExternalIcon className="h-3.5 w-3.5" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    </p>
  );
}
