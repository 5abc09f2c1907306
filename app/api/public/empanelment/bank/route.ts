import type { EmpanelmentBankResponse } from '@/lib/api/empanelment';
import { empanelmentBankSchema } from '@/lib/forms/empanelment/empanelment-bank';
import { withPublic } from '@/server/http/handler';
import { saveBank } from '@/server/services/empanelment/empanelment-flow';

export const POST = withPublic({ body: empanelmentBankSchema }, ({ body }): Promise<EmpanelmentBankResponse> => saveBank(body));
