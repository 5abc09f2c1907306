import type { GeneratedLinkResponse } from '@/lib/api/links';
import { customizedLinkSchema } from '@/lib/forms/links/customized-link';
import { withPublic } from '@/server/http/handler';
import { generateCustomizedLink, guardLinkRequests } from '@/server/services/links/links';

export const POST = withPublic({ body: customizedLinkSchema }, async ({ req, body }): Promise<GeneratedLinkResponse> => {
  await guardLinkRequests(req.headers);
  return { link: await generateCustomizedLink(body) };
});
