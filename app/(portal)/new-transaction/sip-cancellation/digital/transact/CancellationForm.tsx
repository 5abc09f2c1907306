'use client';

import { useState } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { bff } from '@/components/bff/client';
import { RadioGroup } from '@/components/forms/RadioGroup';
import { SelectInput } from '@/components/forms/SelectInput';
import { TextInput } from '@/components/forms/TextInput';
import { useTransactionForm, type TransactionTarget } from '@/components/transactions/useTransactionForm';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { DataTable, type Column } from '@/components/ui/DataTable';
import { EmptyState } from '@/components/ui/EmptyState';
import { Modal } from '@/components/ui/Modal';
import { useReveal } from '@/components/ui/use-reveal';
import { pauseDatesPath, pauseEndPath, type PauseDatesResponse, type PauseEndResponse, type PlanRecord } from '@/lib/api/sip-changes';
import type { SipCancellationValues } from '@/lib/forms/plans/sip-cancellation';
import { CANCELLATION_MESSAGES as M, cleanOtherReason, OTHERS_REASON, PAUSE_COUNTS, PLAN_TYPES, type PlanType } from '@/lib/forms/plans/sip-cancellation-fields';
import { formatRupees } from '@/lib/money';
import { useNoScriptSubmit } from '@/components/forms/no-script';

export interface CancellationFormProps {
  target: TransactionTarget;
  records: Record<PlanType, PlanRecord[]>;
  reasons: { value: string; label: string }[];
}

const BLANK: SipCancellationValues = {
  action: 'cancel', trtype: 'SIP', ihno: '', pauseStartDate: '', installments: '', pauseEndDate: '', reason: '', reasonLabel: '', otherReason: '',
};

// At a laptop's width the table writes the folio under the reference, the frequency under the amount and
// the end under the start, so To Date and the actions stay in view (the cards list each on its own).
const COLUMNS: Column<PlanRecord>[] = [
  { key: 'ihno', header: 'Ref No', cell: (r) => r.ihno },
  { key: 'folio', header: 'Folio', cell: (r) => r.folio, under: 'ihno' },
  {
    key: 'scheme',
    header: 'Scheme',
    // An STP names both ends of the transfer.
    cell: (r) =>
      r.toScheme ? (
        <>
          <span className="block">From: {r.scheme}</span>
          <span className="block">To: {r.toScheme}</span>
        </>
      ) : (
        r.scheme
      ),
  },
  { key: 'amount', header: 'Amount', numeric: true, cell: (r) => formatRupees(r.amount) },
  { key: 'freq', header: 'Frequency', cell: (r) => r.frequency, under: 'amount' },
  { key: 'from', header: 'From Date', cell: (r) => <span className="whitespace-nowrap">{r.fromDate}</span> },
  { key: 'to', header: 'To Date', cell: (r) => <span className="whitespace-nowrap">{r.toDate}</span>, under: 'from' },
];

export function CancellationForm({ target, records, reasons }: CancellationFormProps) {
  const kit = useTransactionForm<SipCancellationValues>(target, { schemas: () => import('@/lib/forms/plans/sip-cancellation').then((m) => ({ schema: m.sipCancellationSchema, live: m.sipCancellationSchema })), defaultValues: BLANK });
  const { form } = kit;
  const trtype = useWatch({ control: form.control, name: 'trtype' });
  const action = useWatch({ control: form.control, name: 'action' });
  const ihno = useWatch({ control: form.control, name: 'ihno' });
  const reason = useWatch({ control: form.control, name: 'reason' });
  const [dates, setDates] = useState<string[] | null>(null);
  const [asking, setAsking] = useState<PlanRecord | null>(null);
  const reasonLabel = reasons.find((r) => r.value === reason)?.label ?? '';

  function choose(next: Partial<SipCancellationValues>) {
    form.reset({ ...BLANK, trtype: form.getValues('trtype'), ...next });
    kit.setBanner(null);
  }

  async function startPause(r: PlanRecord) {
    choose({ action: 'pause', ihno: r.ihno });
    setDates(null);
    const answer = await bff<PauseDatesResponse>(pauseDatesPath(target.f, r.ihno));
    if (answer.ok) setDates(answer.data.dates);
    else kit.setBanner(answer.message);
  }

  async function fillEnd() {
    form.setValue('pauseEndDate', '');
    const { pauseStartDate, installments } = form.getValues();
    if (!pauseStartDate || !installments) return;
    const answer = await bff<PauseEndResponse>(pauseEndPath(target.f, pauseStartDate, installments));
    if (answer.ok) form.setValue('pauseEndDate', answer.data.endDate);
    else kit.setBanner(answer.message);
  }

  function cancel(r: PlanRecord) {
    choose({ action: 'cancel', ihno: r.ihno });
    // A SIP asks first, with the reason (seed 001 section 4); an STP or SWP goes straight to confirm.
    if (form.getValues('trtype') === 'SIP') setAsking(r);
    else void kit.onSubmit();
  }

  function actions(r: PlanRecord) {
    const pause =
      trtype !== 'SIP' || r.pauseFlag === 'N' ? null : r.pauseFlag === 'Y' && !r.pauseError ? (
        <Button size="sm" variant="secondary" onClick={() => startPause(r)} aria-label={`Pause SIP ${r.ihno}`}>
          Pause
        </Button>
      ) : (
        <p className="max-w-48 text-xs text-ink-muted">{M.pauseNotAllowed(r.pauseError)}</p>
      );
    return (
      <div className="flex flex-wrap items-start gap-2">
        {pause}
        <Button size="sm" variant="secondary" onClick={() => cancel(r)} aria-label={`Cancel ${trtype} ${r.ihno}`} disabled={kit.busy}>
          Cancel
        </Button>
      </div>
    );
  }

  const pausing = action === 'pause' && ihno ? records.SIP.find((r) => r.ihno === ihno) : undefined;
  const pauseHeading = useReveal<HTMLHeadingElement>(pausing?.ihno);

  const noScript = useNoScriptSubmit();
  return (
    <FormProvider {...form}>
      <form {...noScript} onSubmit={kit.onSubmit} noValidate className="space-y-6 rounded-card border border-line bg-surface p-4 shadow-card sm:p-5">
        {kit.banner && <Alert tone="error">{kit.banner}</Alert>}
        <RadioGroup name="trtype" legend="Transaction Type" options={PLAN_TYPES} rules={{ onChange: () => choose({}) }} />
        <DataTable
          caption={`Live ${trtype} records`}
          columns={COLUMNS}
          rows={records[trtype]}
          rowKey={(r) => r.ihno}
          empty={<EmptyState title={`There are no live ${trtype} records for this investor`} />}
          actions={actions}
        />
        {pausing && (
          <section aria-label={`Pause SIP ${pausing.ihno}`} className="space-y-4 border-t border-line pt-4">
            <h2 ref={pauseHeading} tabIndex={-1} className="scroll-mt-4 text-base font-semibold text-ink focus:outline-none">
              Pause SIP {pausing.ihno}
            </h2>
            <SelectInput
              name="pauseStartDate"
              label="Pause Start Date"
              required
              placeholder={dates === null ? 'Loading dates…' : 'Select Pause Start Date'}
              options={dates ?? []}
              // Changing the date clears the installments and end date (seed 001 section 4).
              rules={{ onChange: () => (form.setValue('installments', ''), form.setValue('pauseEndDate', '')) }}
            />
            <RadioGroup name="installments" legend="No. of Installments" required options={PAUSE_COUNTS} rules={{ onChange: fillEnd }} />
            <TextInput name="pauseEndDate" label="Pause End Date" readOnly hint="Calculated from the start date and installments" />
            <div className="flex justify-end border-t border-line pt-4">
              <Button type="submit" busy={kit.busy} busyLabel="Submitting…">
                Pause
              </Button>
            </div>
          </section>
        )}
      </form>
      <Modal
        open={asking !== null}
        onClose={() => setAsking(null)}
        title={`Do you want to cancel SIP ${asking?.ihno ?? ''}?`}
        actions={
          <>
            <Button variant="secondary" onClick={() => setAsking(null)}>
              No
            </Button>
            <Button busy={kit.busy} busyLabel="Submitting…" onClick={() => void kit.onSubmit()}>
              Yes
            </Button>
          </>
        }
      >
        <div className="space-y-4">
          <SelectInput
            name="reason"
            label="Reason for cancellation"
            required
            placeholder="Select Reason"
            options={reasons}
            rules={{ onChange: (e: { target: { value: string } }) => form.setValue('reasonLabel', reasons.find((r) => r.value === e.target.value)?.label ?? '') }}
          />
          {reasonLabel === OTHERS_REASON && <TextInput name="otherReason" label="Please specify the reason" required maxLength={100} clean={cleanOtherReason} hint="10 to 100 letters and spaces" />}
        </div>
      </Modal>
    </FormProvider>
  );
}
