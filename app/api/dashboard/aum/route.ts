import type { FundAumResponse } from '@/lib/api/dashboard';
import { withSession } from '@/server/http/handler';
import { getFundAum } from '@/server/services/dashboard/dashboard';

export const GET = withSession({ needs: 'read' }, async (_input, auth): Promise<FundAumResponse> => getFundAum(auth));
