import { ACTION_NEEDS } from '@/lib/api/action-needs';
import { z } from 'zod';
import type { TodayStatementResponse } from '@/lib/api/today-bulk';
import { ekycPanSchema } from '@/lib/forms/onboarding/ekyc';
import { bulkStatementChoice, statementSchema } from '@/lib/forms/reports/mailback';
import { withSession } from '@/server/http/handler';
import { requestBookStatement } from '@/server/services/today/today-actions';

const body = z.object({ pan: ekycPanSchema.shape.pan }).and(bulkStatementChoice).and(statementSchema(true));

/** POST with an Idempotency-Key: one investor's statement of Today's bulk request, mailed once per key. */
export const POST = withSession(
  { needs: ACTION_NEEDS.requestStatement, body, idempotent: true, initiates: 'mailback' },
  async ({ body }, auth): Promise<TodayStatementResponse> => requestBookStatement(auth, body.pan, body.statement, body),
);
