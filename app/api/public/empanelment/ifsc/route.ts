import type { IfscLookupResponse } from '@/lib/api/empanelment';
import { BANK_MESSAGES, ifscLookupSchema } from '@/lib/forms/empanelment/empanelment-bank';
import { fieldError, withPublic } from '@/server/http/handler';
import { lookupIfsc } from '@/server/services/empanelment/empanelment';

export const POST = withPublic({ body: ifscLookupSchema }, async ({ body }): Promise<IfscLookupResponse> => {
  const branch = await lookupIfsc(body.ifsc);
  if (!branch) throw fieldError('ifsc', BANK_MESSAGES.ifscNotFound, 404);
  return branch;
});
