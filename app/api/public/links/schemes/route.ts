import type { LinkSchemesResponse } from '@/lib/api/links';
import { linkSchemesQuery } from '@/lib/forms/links/scheme-link';
import { withPublic } from '@/server/http/handler';
import { linkSchemes } from '@/server/services/links/links';

export const GET = withPublic({ query: linkSchemesQuery }, async ({ query }): Promise<LinkSchemesResponse> => ({
  schemes: await linkSchemes(query.category),
}));
