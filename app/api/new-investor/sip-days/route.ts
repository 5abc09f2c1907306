import { z } from 'zod';
import { withSession } from '@/server/http/handler';
import { sipDays } from '@/server/services/onboarding/new-investor-scheme';

const query = z.object({ scheme: z.string().trim().regex(/^[A-Z0-9]{1,10}$/) });

/** GET ?scheme=…: the days of the month an iSIP in the scheme may fall on. */
export const GET = withSession({ needs: 'initiate', query }, async ({ query: q }, auth): Promise<{ days: string[] }> => ({ days: await sipDays(auth, q.scheme) }));
