import type { MailbackRequestResponse } from '@/lib/api/mailback';
import { mailbackBody, selfMailbackSchema } from '@/lib/forms/reports/mailback';
import { withSession } from '@/server/http/handler';
import { requestSelfReport } from '@/server/services/reports/mailback';

/** POST: the distributor's own report, mailed once per Idempotency-Key; the rules are today's. */
export const POST = withSession({ needs: 'statements', body: mailbackBody, idempotent: true, initiates: 'mailback' }, async ({ body }, auth): Promise<MailbackRequestResponse> => {
  const input = selfMailbackSchema().parse(body);
  return { refno: await requestSelfReport(auth, input) };
});
