import { withPublic } from '@/server/http/handler';
import { linkCategories } from '@/server/services/links';

export type LinkCategoriesResponse = { categories: string[] };

export const GET = withPublic(async (): Promise<LinkCategoriesResponse> => ({ categories: await linkCategories() }));
