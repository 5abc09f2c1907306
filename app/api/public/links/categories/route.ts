import type { LinkCategoriesResponse } from '@/lib/api/links';
import { withPublic } from '@/server/http/handler';
import { linkCategories } from '@/server/services/links/links';

export const GET = withPublic({}, async (): Promise<LinkCategoriesResponse> => ({ categories: await linkCategories() }));
