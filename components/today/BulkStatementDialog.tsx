'use client';

import { useMemo } from 'react';
import { BffForm } from '@/components/forms/BffForm';
import { lazyZodResolver } from '@/components/forms/lazy-zod-resolver';
import { SelectInput } from '@/components/forms/SelectInput';
import { useBffForm } from '@/components/forms/useBffForm';
import { PasswordPair } from '@/components/mailback/PasswordPair';
import { PeriodFields } from '@/components/mailback/PeriodFields';
import { Modal } from '@/components/ui/Modal';
import { BULK_MESSAGES, BULK_STATEMENTS, type BulkStatementKey } from '@/lib/api/today-bulk';
import type { StatementInput } from '@/lib/forms/mailback';

export type BulkStatementValues = StatementInput & { statement: BulkStatementKey | '' };

export interface BulkStatementDialogProps {
  count: number;
  open: boolean;
  onClose: () => void;
  /** The checked values; the dialog closes and the bulk run starts. */
  onSubmit: (values: BulkStatementValues) => void;
}

/** The one statement, period and password for every selected investor, checked as the statement page checks them. */
export function BulkStatementDialog({ count, open, onClose, onSubmit }: BulkStatementDialogProps) {
  const resolver = useMemo(
    () => lazyZodResolver(() => import('@/lib/forms/mailback').then((m) => m.statementSchema(true).and(m.bulkStatementChoice))),
    [],
  );
  const kit = useBffForm<BulkStatementValues>({
    resolver: resolver as never,
    mode: 'onTouched',
    defaultValues: { statement: '', fromDate: '', toDate: '', password: '', confirmPassword: '' },
  });
  const submit = kit.form.handleSubmit((values) => {
    onSubmit(values);
    kit.form.reset();
  });
  return (
    <Modal open={open} onClose={onClose} title={`Request a statement for ${count} investors`}>
      <BffForm kit={kit} onSubmit={submit} submit={{ label: 'Request statements', busyLabel: 'Requesting…' }} className="space-y-4">
        <SelectInput
          name="statement"
          label="Statement"
          required
          placeholder={BULK_MESSAGES.statement}
          options={BULK_STATEMENTS.map((s) => ({ value: s.key, label: s.label }))}
        />
        <PeriodFields fromLabel="From date" toLabel="To date" />
        <PasswordPair />
      </BffForm>
    </Modal>
  );
}
