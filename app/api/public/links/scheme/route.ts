import { schemeLinkSchema } from '@/lib/forms/scheme-link';
import { readJson, withPublic } from '@/server/http/handler';
import { generateSchemeLink, guardLinkRequests } from '@/server/services/links';

export type SchemeLinkResponse = { link: string };

export const POST = withPublic(async (req): Promise<SchemeLinkResponse> => {
  const input = schemeLinkSchema.parse(await readJson(req));
  await guardLinkRequests(req.headers);
  return { link: await generateSchemeLink(input) };
});
