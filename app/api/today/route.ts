import type { TodayResponse } from '@/lib/api/today';
import { withSession } from '@/server/http/handler';
import { todayView } from '@/server/services/today/today';

/** GET: what needs doing today across the caller's book. */
export const GET = withSession({ needs: 'read' }, async (_input, auth): Promise<TodayResponse> => todayView(auth));
