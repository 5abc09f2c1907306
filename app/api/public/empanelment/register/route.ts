import type { EmpanelmentRegisterResponse } from '@/lib/api/empanelment';
import { empanelmentNomineeSchema } from '@/lib/forms/empanelment/empanelment-nominee';
import { withPublic } from '@/server/http/handler';
import { register } from '@/server/services/empanelment/empanelment-flow';

export const POST = withPublic({ body: empanelmentNomineeSchema }, ({ body }): Promise<EmpanelmentRegisterResponse> => register(body));
