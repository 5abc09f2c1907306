import { z } from 'zod';
import { BY_MAX_LENGTH } from '@/lib/tracker/filters';
import { TRACKER_SORTS, TRACKER_STATES, type TrackerPage } from '@/lib/tracker/query';
import { withSession } from '@/server/http/handler';
import { trackerPage } from '@/server/services/tracker/tracker';

const day = z.union([z.literal(''), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Enter a date as DD/MM/YYYY.' })]).optional();

const body = z.object({
  page: z.number().int().min(1).max(10_000).optional(),
  state: z.union([z.literal(''), z.enum(TRACKER_STATES)]).optional(),
  kind: z.string().max(40).optional(),
  search: z.string().max(60).optional(),
  /** One person's rows: a member's id, or the ARN holder's key (lib/tracker/filters.ts). */
  by: z.string().max(BY_MAX_LENGTH).optional(),
  from: day,
  to: day,
  sort: z.object({ key: z.enum(TRACKER_SORTS), dir: z.enum(['asc', 'desc']) }).nullable().optional(),
});

/** POST (a read: the search may hold a PAN, which stays out of addresses): one page of the tracker. */
export const POST = withSession({ needs: 'read', body }, async ({ body }, auth): Promise<TrackerPage> => trackerPage(auth, body));
