import type { Metadata } from 'next';
import { requireSession } from '@/server/auth/session';
import { NoHistoryPan } from './NoHistoryPan';

export const metadata: Metadata = { title: 'Transactions List' };

/** Opened without a PAN: the seed's prompt and the way back to the investor list. */
export default async function HistoryWithoutPanPage() {
  await requireSession();
  return <NoHistoryPan />;
}
