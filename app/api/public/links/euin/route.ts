import { euinCheckSchema } from '@/lib/forms/customized-link';
import { readJson, withPublic } from '@/server/http/handler';
import { checkEuin, guardLinkRequests, type EuinVerdict } from '@/server/services/links';

export type EuinCheckResponse = EuinVerdict;

export const POST = withPublic(async (req): Promise<EuinCheckResponse> => {
  const input = euinCheckSchema.parse(await readJson(req));
  await guardLinkRequests(req.headers);
  return checkEuin(input);
});
