import { navCategorySchema } from '@/lib/forms/nav-query';
import { withSession } from '@/server/http/handler';
import { navSchemes, type NavSchemeOption } from '@/server/services/nav';

export type NavSchemesResponse = { schemes: NavSchemeOption[] };

export const GET = withSession(async (req): Promise<NavSchemesResponse> => {
  const category = navCategorySchema.parse(new URL(req.url).searchParams.get('category') ?? '');
  return { schemes: await navSchemes(category) };
});
