import type { GeneratedLinkResponse } from '@/lib/api/links';
import { schemeLinkSchema } from '@/lib/forms/links/scheme-link';
import { withPublic } from '@/server/http/handler';
import { generateSchemeLink, guardLinkRequests } from '@/server/services/links/links';

export const POST = withPublic({ body: schemeLinkSchema }, async ({ req, body }): Promise<GeneratedLinkResponse> => {
  await guardLinkRequests(req.headers);
  return { link: await generateSchemeLink(body) };
});
