'use client';

import { useMemo } from 'react';
import { BffForm } from '@/components/forms/BffForm';
import { lazyZodResolver } from '@/components/forms/lazy-zod-resolver';
import { SelectInput } from '@/components/forms/SelectInput';
import { useBffForm } from '@/components/forms/useBffForm';
import { PasswordPair } from '@/components/mailback/PasswordPair';
import { PeriodFields } from '@/components/mailback/PeriodFields';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { BULK_MESSAGES, BULK_STATEMENTS, type BulkStatementKey } from '@/lib/api/today-bulk';
import type { StatementInput } from '@/lib/forms/reports/mailback';

export type BulkStatementValues = StatementInput & { statement: BulkStatementKey | '' };

export interface BulkStatementDialogProps {
  /** The selected investors' names, listed so the distributor sees whom the statements go to. */
  investors: string[];
  open: boolean;
  onClose: () => void;
  /** The checked values; the dialog closes and the bulk run starts. */
  onSubmit: (values: BulkStatementValues) => void;
}

/** The one statement, period and password for every selected investor, checked as the statement page checks them. */
export function BulkStatementDialog({ investors, open, onClose, onSubmit }: BulkStatementDialogProps) {
  const resolver = useMemo(
    () => lazyZodResolver(() => import('@/lib/forms/reports/mailback').then((m) => m.statementSchema(true).and(m.bulkStatementChoice))),
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
    <Modal open={open} onClose={onClose} title={`Request a statement for ${investors.length} ${investors.length === 1 ? 'investor' : 'investors'}`}>
      <BffForm
        kit={kit}
        onSubmit={submit}
        submit={{ label: 'Request statements', busyLabel: 'Requesting…' }}
        className="space-y-4"
        actions={
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        }
      >
        <div className="text-sm">
          <p className="text-ink-muted">The statement is requested for each of these investors:</p>
          <ul aria-label="Selected investors" className="mt-1 max-h-32 list-disc overflow-y-auto pl-5 text-ink">
            {investors.map((name, i) => (
              <li key={`${i}-${name}`}>{name}</li>
            ))}
          </ul>
        </div>
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
