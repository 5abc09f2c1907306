import { empanelmentNomineeSchema } from '@/lib/forms/empanelment-nominee';
import { readJson, withPublic } from '@/server/http/handler';
import { register } from '@/server/services/empanelment-flow';

export type EmpanelmentRegisterResponse = { next: string };

export const POST = withPublic(async (req): Promise<EmpanelmentRegisterResponse> => {
  const input = empanelmentNomineeSchema.parse(await readJson(req));
  return register(input);
});
