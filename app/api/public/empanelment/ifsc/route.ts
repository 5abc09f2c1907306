import type { IfscLookupResponse } from '@/lib/api/empanelment';
import { BANK_MESSAGES, ifscLookupSchema } from '@/lib/forms/empanelment-bank';
import { HttpError, withPublic } from '@/server/http/handler';
import { lookupIfsc } from '@/server/services/empanelment';

export const POST = withPublic({ body: ifscLookupSchema }, async ({ body }): Promise<IfscLookupResponse> => {
  const branch = await lookupIfsc(body.ifsc);
  if (!branch) throw new HttpError(404, { message: BANK_MESSAGES.ifscNotFound, fieldErrors: { ifsc: BANK_MESSAGES.ifscNotFound } });
  return branch;
});
