import Link from 'next/link';
import { Alert } from '@/components/ui/Alert';
import { NO_HISTORY_PAN } from '@/lib/messages/reports';

export function NoHistoryPan() {
  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <h1 className="text-xl font-semibold text-ink">Transactions List</h1>
      <Alert tone="error">{NO_HISTORY_PAN}</Alert>
      <Link href="/transaction-history" className="text-brand-700 underline hover:text-brand-800">
        Choose an investor
      </Link>
    </div>
  );
}
