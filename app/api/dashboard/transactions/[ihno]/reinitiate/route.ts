import { ACTION_NEEDS } from '@/lib/api/action-needs';
import { z } from 'zod';
import type { ReinitiateResponse } from '@/lib/api/dashboard-lists';
import { clientAddress } from '@/server/http/client-address';
import { HttpError, withSession } from '@/server/http/handler';
import { IDEMPOTENCY_KEY, reinitiate, TRANSACTION_NUMBER } from '@/server/services/tracker/transaction-reinitiate';

/** POST with an Idempotency-Key header: reinitiates the expired transaction and answers the new number. */
export const POST = withSession({ needs: ACTION_NEEDS.reinitiate, params: z.object({ ihno: z.string() }), initiates: 'reinitiate' }, async ({ req, params }, auth): Promise<ReinitiateResponse> => {
  const ihno = params.ihno.trim();
  if (!TRANSACTION_NUMBER.test(ihno)) throw new HttpError(404, { message: 'No Data Found' });
  const key = req.headers.get('idempotency-key')?.trim() ?? '';
  if (!IDEMPOTENCY_KEY.test(key)) throw new HttpError(400, { message: 'The request could not be read.' });
  return reinitiate(auth, { ihno, key }, { ip: clientAddress(req.headers), userAgent: req.headers.get('user-agent') });
});
