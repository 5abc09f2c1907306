import { z } from 'zod';
import type { TinTypesResponse } from '@/lib/api/new-investor';
import { withSession } from '@/server/http/handler';
import { tinTypes } from '@/server/services/onboarding/new-investor-lists';

const query = z.object({ country: z.string().trim().regex(/^[A-Z]{2,3}$/) });

/** GET ?country=…: the tax identification types of a country. */
export const GET = withSession({ needs: 'initiate', query }, async ({ query: q }, auth): Promise<TinTypesResponse> => ({ types: await tinTypes(auth, q.country) }));
