import { z } from 'zod';
import type { EuinsResponse } from '@/lib/api/transactions';
import { TAGGING_MESSAGES } from '@/lib/forms/transaction-fields';
import { fieldError, withSession } from '@/server/http/handler';
import { euinChoices } from '@/server/services/purchase/purchase-lists';

const subArnRefused = () => fieldError('subArnCode', TAGGING_MESSAGES.subArnInvalid, 422);
const query = z.object({ subArn: z.string().trim().max(30).optional() });

/** GET ?subArn=…: the EUINs a transaction may carry; of the Sub ARN when one is given (the sub-broker check). */
export const GET = withSession({ needs: 'initiate', query }, async ({ query: q }, auth): Promise<EuinsResponse> => {
  const subArn = q.subArn ?? '';
  if (subArn && !/^(ARN-?)?\d{1,20}$/i.test(subArn)) throw subArnRefused();
  const euins = await euinChoices(auth, subArn);
  if (euins === null) throw subArnRefused();
  return { euins };
});
