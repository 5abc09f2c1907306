import type { TodayResponse } from '@/lib/api/today';
import { withSession } from '@/server/http/handler';
import { todayFor } from '@/server/services/today/today-team';

/** GET: what needs doing today across the caller's book (a firm member's part of it; the admin's EUIN lapses besides). */
export const GET = withSession({ needs: 'read' }, async (_input, auth): Promise<TodayResponse> => todayFor(auth));
