import type { NavSchemesResponse } from '@/lib/api/nav';
import { navCategorySchema } from '@/lib/forms/reports/nav-query';
import { withSession } from '@/server/http/handler';
import { z } from 'zod';

const schemesQuery = z.object({ category: z.string().default('').pipe(navCategorySchema) });
import { navSchemes } from '@/server/services/nav/nav';

export const GET = withSession({ needs: 'read', query: schemesQuery }, async ({ query: { category } }): Promise<NavSchemesResponse> => {
  return { schemes: await navSchemes(category) };
});
