import type { EmpanelmentVerifyResponse } from '@/lib/api/empanelment';
import { empanelmentBasicsSchema } from '@/lib/forms/empanelment/empanelment-basics';
import { withPublic } from '@/server/http/handler';
import { verifyOtp } from '@/server/services/empanelment/empanelment-flow';

export const POST = withPublic({ body: empanelmentBasicsSchema }, ({ body }): Promise<EmpanelmentVerifyResponse> => verifyOtp(body));
