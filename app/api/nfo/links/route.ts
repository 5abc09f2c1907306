import type { NfoLinkResponse } from '@/lib/api/reports';
import { nfoLinkSchema } from '@/lib/forms/links/nfo-link';
import { withSession } from '@/server/http/handler';
import { createNfoLink } from '@/server/services/reports/reports';
import { requireOwnTagging } from '@/server/transactions/own-tagging';

/** POST the NFO form: the registrar's link to the offer, tagged with the session's ARN; one link per Idempotency-Key. */
export const POST = withSession({ needs: 'initiate', body: nfoLinkSchema, idempotent: true, initiates: 'nfo-link' }, async ({ body }, auth): Promise<NfoLinkResponse> => {
  requireOwnTagging(auth, body);
  return createNfoLink(auth, body);
});
