import { z } from 'zod';
import type { NewInvestorSchemesResponse } from '@/lib/api/new-investor';
import { withSession } from '@/server/http/handler';
import { schemeChoices } from '@/server/services/onboarding/new-investor-scheme';

const query = z.object({ type: z.enum(['Lumpsum', 'iSIP']), category: z.string().trim().min(1).max(60) });

/** GET ?type=…&category=…: the regular-plan schemes with the lumpsum or SIP minimum. */
export const GET = withSession({ needs: 'initiate', query }, async ({ query: q }): Promise<NewInvestorSchemesResponse> => ({ schemes: await schemeChoices(q.type, q.category) }));
