import type { EuinCheckResponse } from '@/lib/api/links';
import { euinCheckSchema } from '@/lib/forms/links/customized-link';
import { withPublic } from '@/server/http/handler';
import { checkEuin, guardLinkRequests } from '@/server/services/links/links';

export const POST = withPublic({ body: euinCheckSchema }, async ({ req, body }): Promise<EuinCheckResponse> => {
  await guardLinkRequests(req.headers);
  return checkEuin(body);
});
