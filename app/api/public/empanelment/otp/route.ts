import type { EmpanelmentOtpResponse } from '@/lib/api/empanelment';
import { empanelmentOtpRequestSchema } from '@/lib/forms/empanelment/empanelment-basics';
import { withPublic } from '@/server/http/handler';
import { requestOtp } from '@/server/services/empanelment/empanelment-flow';

export const POST = withPublic({ body: empanelmentOtpRequestSchema }, ({ body }): Promise<EmpanelmentOtpResponse> => requestOtp(body));
