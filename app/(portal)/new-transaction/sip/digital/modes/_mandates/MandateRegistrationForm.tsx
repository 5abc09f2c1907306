'use client';

import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { useBffList } from '@/components/bff/useBffList';
import { AmountInput } from '@/components/forms/AmountField';
import { CheckboxInput } from '@/components/forms/CheckboxInput';
import { DateField } from '@/components/forms/DateField';
import { SelectInput } from '@/components/forms/SelectInput';
import { ListSelect } from '@/components/transactions/ListSelect';
import { TransactionForm } from '@/components/transactions/TransactionForm';
import { useTransactionForm, type TransactionTarget } from '@/components/transactions/useTransactionForm';
import { Alert } from '@/components/ui/Alert';
import { TextField } from '@/components/ui/TextField';
import { mandateBanksPath, type MandateBank, type MandateBanksResponse } from '@/lib/api/mandates';
import type { MandateRegistrationValues } from '@/lib/forms/mandates/mandate-registration';
import { MANDATE_FORM_MESSAGES } from '@/lib/forms/mandates/mandate-registration-messages';
import { formatIndian } from '@/lib/money';
import { MANDATE_LIMITS, START_WINDOW_DAYS, untilCancelledText, type MandateKind } from '@/lib/rules/mandate-registration-limits';

export interface MandateRegistrationFormProps {
  target: TransactionTarget;
  kind: MandateKind;
  investor: { name: string; pan: string; mobile: string | null; email: string | null };
  folios: string[];
  frequencies: string[];
  /** Today on the registrar's clock, DD/MM/YYYY. */
  today: string;
  draft: MandateRegistrationValues | null;
  /** The amount a SIP needs of the mandate, when the form was opened from its fix (whole rupees, or empty). */
  amount: string;
  /** The banks of the draft's folio, read with the page so that the draft's bank shows at once. */
  restoredBanks: { folio: string; banks: MandateBank[] } | null;
}

const pickBanks = (d: MandateBanksResponse) => d.banks;

function initialValues({ folios, today, draft, amount }: MandateRegistrationFormProps): MandateRegistrationValues {
  const blank: MandateRegistrationValues = {
    today, folio: folios.length === 1 ? folios[0]! : '', bank: '', amount: '', frequency: '', startDate: '', endDate: '', untilCancelled: true, terms: false,
  };
  const asked = amount ? { amount } : {};
  if (!draft) return { ...blank, ...asked };
  return { ...blank, ...draft, ...asked, today, folio: folios.includes(draft.folio) ? draft.folio : blank.folio };
}

/** The eNACH / UPI Autopay registration form (seed 002 section 3): the registrar's record, the folio's bank and the mandate's terms. */
export function MandateRegistrationForm(props: MandateRegistrationFormProps) {
  const { kind, investor } = props;
  const kit = useTransactionForm<MandateRegistrationValues>(props.target, { schemas: () => import('@/lib/forms/mandates/mandate-registration').then((m) => m.registrationSchemas[kind]), defaultValues: initialValues(props) });
  const { control, setValue } = kit.form;
  const [folio, startDate, untilCancelled] = useWatch({ control, name: ['folio', 'startDate', 'untilCancelled'] });
  const banks = useBffList(folio ? mandateBanksPath(props.target.f, folio) : null, pickBanks, props.restoredBanks?.folio === folio ? props.restoredBanks.banks : null);
  const usable = { ...banks, items: banks.items.filter((b) => b.valid) };
  const refused = banks.items.filter((b) => !b.valid);
  const limits = MANDATE_LIMITS[kind];

  // 'Until Cancelled' sets the end to the kind's horizon after the start (seed 002 section 4.1).
  useEffect(() => {
    if (untilCancelled) setValue('endDate', untilCancelledText(startDate, kind));
  }, [untilCancelled, startDate, kind, setValue]);

  return (
    <TransactionForm kit={kit} notice={props.folios.length === 0 && <Alert tone="warning">{MANDATE_FORM_MESSAGES.noFolios}</Alert>}>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-1 text-base font-semibold text-ink">Investor</legend>
        <TextField label="Name" value={investor.name} readOnly />
        <TextField label="PAN" value={investor.pan} readOnly />
        <TextField label="Mobile Number" value={investor.mobile ?? ''} readOnly />
        <TextField label="Email ID" value={investor.email ?? ''} readOnly />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-1 text-base font-semibold text-ink">{kind === 'UPI' ? 'UPI Autopay Mandate' : 'eNACH Mandate'}</legend>
        <SelectInput
          name="folio"
          label="Folio"
          required
          options={props.folios}
          placeholder="Select folio"
          rules={{ onChange: () => setValue('bank', '') }}
        />
        <div>
          <ListSelect name="bank" label="Bank Account" list={usable} placeholder="Select bank account" loadingLabel="Loading banks…" disabled={!folio} />
          {!banks.loading && folio && banks.items.length === 0 && !banks.error && <p className="mt-1 text-sm text-ink-muted">{MANDATE_FORM_MESSAGES.noBanks}</p>}
          {refused.length > 0 && <RefusedBanks banks={refused} />}
        </div>
        <AmountInput
          name="amount"
          label="Amount"
          required
          hint={`₹${formatIndian(limits.min)} to ₹${formatIndian(limits.max)}`}
        />
        <SelectInput name="frequency" label="Frequency" required options={props.frequencies} placeholder="Select frequency" />
        <DateField name="startDate" label="Start Date" required hint={`DD/MM/YYYY, within ${START_WINDOW_DAYS} days from today`} />
        <div className="space-y-2">
          <DateField name="endDate" label="End Date" required readOnly={untilCancelled} hint={untilCancelled ? `${limits.years} years after the start` : 'DD/MM/YYYY, at least 6 months after the start'} />
          <CheckboxInput name="untilCancelled" label="Until Cancelled" />
        </div>
      </fieldset>
      {kind === 'UPI' && (
        <Alert tone="info">A validation debit of Re 1 is made from the investor&apos;s account when they authorise the mandate; it must be completed within 5 minutes.</Alert>
      )}
      <CheckboxInput
        name="terms"
        label={
          <>
            I have read the{' '}
            <a href="/terms-conditions" target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
              Terms and Conditions<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </>
        }
      />
    </TransactionForm>
  );
}

function RefusedBanks({ banks }: { banks: MandateBank[] }) {
  return (
    <ul className="mt-2 space-y-1 text-sm text-ink-muted">
      {banks.map((b) => (
        <li key={b.value}>
          {b.label}: {MANDATE_FORM_MESSAGES.bankInvalid}
        </li>
      ))}
    </ul>
  );
}
