import { withSession } from '@/server/http/handler';
import { navCategories } from '@/server/services/nav';

export type NavCategoriesResponse = { categories: string[] };

export const GET = withSession(async (): Promise<NavCategoriesResponse> => ({ categories: await navCategories() }));
