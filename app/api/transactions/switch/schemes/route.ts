import { z } from 'zod';
import { withSession } from '@/server/http/handler';
import type { SchemeChoice } from '@/server/services/purchase-lists';
import { switchInChoices } from '@/server/services/switch';

export type SwitchSchemesResponse = { schemes: SchemeChoice[] };

const query = z.object({ folio: z.string().regex(/^\d{1,20}$/), category: z.string().trim().min(1).max(60) });

/** GET ?folio=…&category=…: the schemes of the category the folio may switch into (getOtherSchemesSwitch). */
export const GET = withSession<SwitchSchemesResponse>(async (req, auth) => {
  const url = new URL(req.url);
  const q = query.parse({ folio: url.searchParams.get('folio') ?? '', category: url.searchParams.get('category') ?? '' });
  return { schemes: await switchInChoices(auth, q.folio, q.category) };
});
