'use client';

import type { MailbackRequestResponse } from '@/lib/api/mailback';
import { useRouter } from 'next/navigation';
import { useMemo } from 'react';
import { BffForm } from '@/components/forms/BffForm';
import { lazyZodResolver } from '@/components/forms/lazy-zod-resolver';
import { useBffForm } from '@/components/forms/useBffForm';
import { PasswordPair } from '@/components/mailback/PasswordPair';
import { PeriodFields } from '@/components/mailback/PeriodFields';
import { useSendOnce } from '@/components/bff/use-send-once';
import { MAILBACK_API } from '@/lib/api/mailback';
import type { StatementInput } from '@/lib/forms/reports/mailback';
import { SUBMIT_REQUEST_PATH, type StatementDef } from '@/lib/mailback/statements';

/** The account statements and the capital-gains statement: a PDF opened with the password set here. */
export function StatementForm({ statement }: { statement: StatementDef }) {
  // Built once per form: the schema reads today's date when it is made.
  const resolver = useMemo(() => lazyZodResolver(() => import('@/lib/forms/reports/mailback').then((m) => m.statementSchema(statement.period))), [statement.period]);
  const router = useRouter();
  const kit = useBffForm<StatementInput>({
    resolver: resolver as never,
    mode: 'onTouched',
    defaultValues: { fromDate: '', toDate: '', password: '', confirmPassword: '' },
  });
  const send = useSendOnce<MailbackRequestResponse>(MAILBACK_API.statement(statement.key));
  const onSubmit = kit.submitWith(send, (data) => {
    router.push(`${SUBMIT_REQUEST_PATH}?${new URLSearchParams({ name: statement.key, ref: data.refno })}`);
    return 'leave';
  });
  return (
    <BffForm kit={kit} onSubmit={onSubmit} submit={{ label: 'Submit', busyLabel: 'Submitting…' }}>
      {statement.period && <PeriodFields fromLabel="From date" toLabel="To date" />}
      <PasswordPair />
    </BffForm>
  );
}
