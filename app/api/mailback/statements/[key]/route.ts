import { z } from 'zod';
import type { MailbackRequestResponse } from '@/lib/api/mailback';
import { mailbackBody, dividendSchema, networthSchema, statementSchema } from '@/lib/forms/reports/mailback';
import { STATEMENTS } from '@/lib/mailback/statements';
import { HttpError, withSession } from '@/server/http/handler';
import { requestDividend, requestNetworth, requestStatement } from '@/server/services/reports/mailback';

const keyParams = z.object({ key: z.string() });

/** POST: a statement for the chosen investor, mailed once per Idempotency-Key. */
export const POST = withSession({ needs: 'statements', params: keyParams, body: mailbackBody, idempotent: true, initiates: 'mailback' }, async ({ params, body }, auth): Promise<MailbackRequestResponse> => {
  const statement = STATEMENTS.find((s) => s.key === params.key);
  if (!statement) throw new HttpError(404, { message: 'Unknown statement type' });
  switch (statement.call) {
    case 'networth':
      return { refno: await requestNetworth(auth, networthSchema.parse(body)) };
    case 'dividend':
      return { refno: await requestDividend(auth, dividendSchema().parse(body)) };
    default:
      return { refno: await requestStatement(auth, statement, statementSchema(statement.period).parse(body)) };
  }
});
