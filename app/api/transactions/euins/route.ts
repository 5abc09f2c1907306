import { TAGGING_MESSAGES } from '@/lib/forms/transaction-fields';
import { HttpError, withSession } from '@/server/http/handler';
import { euinChoices } from '@/server/services/purchase-lists';

export type EuinsResponse = { euins: string[] };

/** GET ?subArn=…: the EUINs a transaction may carry; of the Sub ARN when one is given (the sub-broker check). */
export const GET = withSession<EuinsResponse>(async (req, auth) => {
  const subArn = new URL(req.url).searchParams.get('subArn')?.trim() ?? '';
  if (subArn && !/^(ARN-?)?\d{1,20}$/i.test(subArn)) {
    throw new HttpError(422, { message: TAGGING_MESSAGES.subArnInvalid, fieldErrors: { subArnCode: TAGGING_MESSAGES.subArnInvalid } });
  }
  const euins = await euinChoices(auth, subArn);
  if (euins === null) {
    throw new HttpError(422, { message: TAGGING_MESSAGES.subArnInvalid, fieldErrors: { subArnCode: TAGGING_MESSAGES.subArnInvalid } });
  }
  return { euins };
});
