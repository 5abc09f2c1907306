import { customizedLinkSchema } from '@/lib/forms/customized-link';
import { readJson, withPublic } from '@/server/http/handler';
import { generateCustomizedLink, guardLinkRequests } from '@/server/services/links';

export type CustomizedLinkResponse = { link: string };

export const POST = withPublic(async (req): Promise<CustomizedLinkResponse> => {
  const input = customizedLinkSchema.parse(await readJson(req));
  await guardLinkRequests(req.headers);
  return { link: await generateCustomizedLink(input) };
});
