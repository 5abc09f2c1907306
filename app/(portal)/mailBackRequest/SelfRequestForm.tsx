'use client';

import type { MailbackRequestResponse } from '@/lib/api/mailback';
import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { BffForm } from '@/components/forms/BffForm';
import { lazyZodResolver } from '@/components/forms/lazy-zod-resolver';
import { RadioGroup } from '@/components/forms/RadioGroup';
import { SelectInput } from '@/components/forms/SelectInput';
import { PasswordInput } from '@/components/forms/PasswordInput';
import { useBffForm } from '@/components/forms/useBffForm';
import { PeriodFields } from '@/components/mailback/PeriodFields';
import { useSendOnce } from '@/components/bff/use-send-once';
import { Alert } from '@/components/ui/Alert';
import { MAILBACK_API, SELF_SENT_MESSAGE, type MailbackReport } from '@/lib/api/mailback';
import type { SelfMailbackInput } from '@/lib/forms/reports/mailback';
import { REPORT_TYPES } from '@/lib/forms/reports/mailback-fields';

export interface SelfRequestFormProps {
  reports: MailbackReport[];
  /** The report a dashboard FREQUENT REPORTS row opened the form on. */
  initialReport: string;
  email: string;
}

/** The distributor's own report: mailed as Excel or DBF inside a zip opened with the password given here. */
export function SelfRequestForm({ reports, initialReport, email }: SelfRequestFormProps) {
  // Built once per form: the schema reads today's date when it is made.
  const resolver = useMemo(() => lazyZodResolver(() => import('@/lib/forms/reports/mailback').then((m) => m.selfMailbackSchema())), []);
  const kit = useBffForm<SelfMailbackInput>({
    resolver: resolver as never,
    mode: 'onTouched',
    defaultValues: { report: reports.some((r) => r.code === initialReport) ? initialReport : '', reportType: '', password: '', fromDate: '', toDate: '' },
  });
  const router = useRouter();
  const [refno, setRefno] = useState<string | null>(null);
  const send = useSendOnce<MailbackRequestResponse>(MAILBACK_API.self);
  const onSubmit = kit.submitWith(
    (values) => {
      setRefno(null);
      return send(values);
    },
    (data) => {
      setRefno(data.refno);
      // The request-status table below is the server's reading: read it again so it lists this request.
      router.refresh();
    },
  );

  return (
    <BffForm
      kit={kit}
      onSubmit={onSubmit}
      submit={{ label: 'Submit', busyLabel: 'Submitting…' }}
      notice={
        refno && (
          <Alert tone="success">
            Your request is submitted. Reference number: <strong>{refno}</strong>. {SELF_SENT_MESSAGE}
          </Alert>
        )
      }
    >
      <p className="text-sm text-ink">
        Email Id: <strong>{email}</strong>
      </p>
      <SelectInput name="report" label="Report" placeholder="Select a report" required options={reports.map((r) => ({ value: r.code, label: r.description }))} />
      <RadioGroup name="reportType" legend="Report Type" required options={REPORT_TYPES} />
      <PasswordInput name="password" label="Password" required autoComplete="new-password" hint="At least 8 characters with an upper-case letter, a digit and one of #?!@$%^&*-; it opens the zip file." />
      <PeriodFields fromLabel="From date" toLabel="To date" />
    </BffForm>
  );
}
