import type { NavCategoriesResponse } from '@/lib/api/nav';
import { withSession } from '@/server/http/handler';
import { navCategories } from '@/server/services/nav/nav';

export const GET = withSession({ needs: 'read' }, async (): Promise<NavCategoriesResponse> => ({ categories: await navCategories() }));
