'use client';

import type { MailbackRequestResponse } from '@/lib/api/mailback';
import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { BffForm } from '@/components/forms/BffForm';
import { lazyZodResolver } from '@/components/forms/lazy-zod-resolver';
import { RadioGroup } from '@/components/forms/RadioGroup';
import { useBffForm } from '@/components/forms/useBffForm';
import { PasswordPair } from '@/components/mailback/PasswordPair';
import { PeriodFields } from '@/components/mailback/PeriodFields';
import { useSendOnce } from '@/components/bff/use-send-once';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { MAILBACK_API } from '@/lib/api/mailback';
import type { DividendInput } from '@/lib/forms/reports/mailback';
import { DIVIDEND_MODE_LABELS, DIVIDEND_MODES } from '@/lib/forms/reports/mailback-fields';
import { MAILBACK_HOME, type StatementDef } from '@/lib/mailback/statements';

/** Dividend Statement as on today or between two dates; the modal closes to the mail-back home. */
export function DividendForm({ statement }: { statement: StatementDef }) {
  // Built once per form: the schema reads today's date when it is made.
  const resolver = useMemo(() => lazyZodResolver(() => import('@/lib/forms/reports/mailback').then((m) => m.dividendSchema())), []);
  const router = useRouter();
  const kit = useBffForm<DividendInput>({
    resolver: resolver as never,
    mode: 'onTouched',
    defaultValues: { mode: 'AsOnDate', fromDate: '', toDate: '', password: '', confirmPassword: '' },
  });
  const mode = useWatch({ control: kit.form.control, name: 'mode' });
  const [refno, setRefno] = useState<string | null>(null);
  const send = useSendOnce<MailbackRequestResponse>(MAILBACK_API.statement(statement.key));
  const onSubmit = kit.submitWith(send, (data) => setRefno(data.refno));
  const close = () => router.push(MAILBACK_HOME);
  return (
    <>
      <BffForm kit={kit} onSubmit={onSubmit} submit={{ label: 'Submit', busyLabel: 'Submitting…' }}>
        <RadioGroup name="mode" legend="Statement period" options={DIVIDEND_MODES.map((m) => ({ value: m, label: DIVIDEND_MODE_LABELS[m] }))} />
        {mode === 'Between' && <PeriodFields fromLabel="Start date" toLabel="End date" clearToOnFromChange />}
        <PasswordPair />
      </BffForm>
      <Modal
        open={refno !== null}
        onClose={close}
        title="Dividend Statement requested"
        actions={
          <Button type="button" onClick={close}>
            OK
          </Button>
        }
      >
        <p className="text-sm text-ink">
          Your request is submitted. Reference number: <strong>{refno}</strong>. The statement will be mailed to the investor&apos;s registered Email Id
          within 30 minutes.
        </p>
      </Modal>
    </>
  );
}
