import type { EmpanelmentArnResponse } from '@/lib/api/empanelment';
import { empanelmentArnSchema } from '@/lib/forms/empanelment/empanelment-basics';
import { withPublic } from '@/server/http/handler';
import { checkArn } from '@/server/services/empanelment/empanelment';

/** The ARN check on leaving the field; a refusal answers 422 with the registrar's message. */
export const POST = withPublic({ body: empanelmentArnSchema }, async ({ body }): Promise<EmpanelmentArnResponse> => {
  await checkArn(body.arnCode);
  return { ok: true };
});
