import { z } from 'zod';
import type { CitiesResponse } from '@/lib/api/new-investor';
import { withSession } from '@/server/http/handler';
import { citiesOfOrFail } from '@/server/services/onboarding/new-investor-lists';

const query = z.object({ state: z.string().trim().min(1).max(60) });

/** GET ?state=…: the registrar's cities of a state. The seed: a failing list stays empty. */
export const GET = withSession({ needs: 'initiate', query }, async ({ query: q }, auth): Promise<CitiesResponse> => ({
  cities: await citiesOfOrFail(auth, q.state).catch(() => []),
}));
