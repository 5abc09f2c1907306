import { withSession } from '@/server/http/handler';
import { getFundAum } from '@/server/services/dashboard';
import type { FundAum } from '@/server/services/dashboard-mapping';

export type FundAumResponse = FundAum;

export const GET = withSession(async (_req, auth): Promise<FundAumResponse> => getFundAum(auth));
