import { z } from 'zod';
import type { SwitchSchemesResponse } from '@/lib/api/transactions';
import { withSession } from '@/server/http/handler';
import { switchInChoices } from '@/server/services/redemption/switch';

const query = z.object({ folio: z.string().regex(/^\d{1,20}$/), category: z.string().trim().min(1).max(60) });

/** GET ?folio=…&category=…: the schemes of the category the folio may switch into (getOtherSchemesSwitch). */
export const GET = withSession({ needs: 'initiate', query }, async ({ query: q }, auth): Promise<SwitchSchemesResponse> => ({
  schemes: await switchInChoices(auth, q.folio, q.category),
}));
