import { empanelmentArnSchema } from '@/lib/forms/empanelment-basics';
import { readJson, withPublic } from '@/server/http/handler';
import { checkArn } from '@/server/services/empanelment';

export type EmpanelmentArnResponse = { ok: true };

/** The ARN check on leaving the field; a refusal answers 422 with the registrar's message. */
export const POST = withPublic(async (req): Promise<EmpanelmentArnResponse> => {
  const { arnCode } = empanelmentArnSchema.parse(await readJson(req));
  await checkArn(arnCode);
  return { ok: true };
});
