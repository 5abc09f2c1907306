import { ExternalIcon } from '@/components/ui/page-icons';
import { IDCW_NOTICE_URL } from '@/lib/transactions/links';

/** The renaming of the dividend option (seed 001 section 1), with the fund house's notice. */
export function IdcwNote() {
  return (
    <p className="rounded-field border border-brand-200 bg-brand-50 px-3 py-2 text-sm text-brand-800">
      <span className="font-semibold">Note: </span>
      The Dividend option has been renamed as IDCW (Income Distribution cum Capital Withdrawal) option with effect from
      April 01, 2021.{' '}
      <a href={IDCW_NOTICE_URL} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 font-medium underline">
        Read the notice
        <ExternalIcon className="h-3.5 w-3.5" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    </p>
  );
}
