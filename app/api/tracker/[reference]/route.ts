import { z } from 'zod';
import type { TransactionTimeline } from '@/lib/tracker/timeline';
import { withSession } from '@/server/http/handler';
import { transactionTimeline } from '@/server/services/tracker/tracker-timeline';

/** GET: one transaction of the distributor's book with its timeline. */
export const GET = withSession(
  { needs: 'read', params: z.object({ reference: z.string() }) },
  async ({ params }, auth): Promise<TransactionTimeline> => transactionTimeline(auth, params.reference.trim()),
);
