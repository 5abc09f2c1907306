'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { EmpanelmentBankResponse } from '@/app/api/public/empanelment/bank/route';
import type { IfscLookupResponse } from '@/app/api/public/empanelment/ifsc/route';
import { NoticeDialog } from '@/components/empanelment/NoticeDialog';
import { numberInputProps } from '@/components/empanelment/number-keys';
import { postJson } from '@/components/empanelment/post';
import { SelectField } from '@/components/ui/SelectField';
import { Alert } from '@/components/ui/Alert';
import { Button, buttonClassName } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import {
  ACCOUNT_MAX, BANK_ACCOUNT_FIELDS, BANK_CHOICES, BANK_LABELS, CDSL_LENGTH, IFSC_LENGTH, NSDL_LENGTH, TEXT_MAX,
  empanelmentBankSchema, ifscLookupSchema, type BankChoice, type EmpanelmentBank, type EmpanelmentBankInput,
} from '@/lib/forms/empanelment-bank';
import type { SavedBank } from '@/server/services/empanelment';

type Field = keyof EmpanelmentBankInput;
type RegistryBank = Pick<EmpanelmentBankInput, (typeof BANK_ACCOUNT_FIELDS)[number]>;

export interface BankFormProps {
  cities: string[];
  citiesError: string | null;
  registry: RegistryBank;
  saved: SavedBank | null;
}

const EMPTY_BANK: RegistryBank = { ifsc: '', bnkName: '', bnkAccnum: '', bnkBranch: '', bnkCity: '' };
const readOnlyClass = 'read-only:bg-canvas';

export function BankForm({ cities, citiesError, registry, saved }: BankFormProps) {
  const [problem, setProblem] = useState<string | null>(citiesError);
  const [dialog, setDialog] = useState<{ message: string; after: () => void } | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [lookingUp, setLookingUp] = useState(false);
  const {
    register, handleSubmit, control, getValues, setValue, setError, clearErrors, setFocus, trigger,
    formState: { errors, isSubmitting },
  } = useForm<EmpanelmentBankInput, unknown, EmpanelmentBank>({
    resolver: zodResolver(empanelmentBankSchema),
    // Saved details come back on a revisit (the back button, a reload).
    defaultValues: saved
      ? { ...saved }
      : { choice: 'NO', amcBranch: '', rmName: '', ...registry, cdsl: '', nsdl: '' },
  });
  const own = useWatch({ control, name: 'choice' }) === 'YES';

  const fill = (values: Partial<EmpanelmentBankInput>) => {
    for (const [name, value] of Object.entries(values)) setValue(name as Field, value ?? '');
  };

  function switchTo(choice: BankChoice) {
    fill(choice === 'YES' ? EMPTY_BANK : registry);
    clearErrors([...BANK_ACCOUNT_FIELDS]);
  }

  async function onIfscBlur() {
    if (getValues('choice') !== 'YES' || !getValues('ifsc').trim()) return;
    const parsed = ifscLookupSchema.safeParse({ ifsc: getValues('ifsc') });
    if (!parsed.success) return void trigger('ifsc');
    setValue('ifsc', parsed.data.ifsc);
    setLookingUp(true);
    const res = await postJson<IfscLookupResponse>('/api/public/empanelment/ifsc', parsed.data);
    setLookingUp(false);
    if (res.ok) {
      fill({ bnkName: res.data.bankName, bnkCity: res.data.bankCity, bnkBranch: res.data.branch });
      clearErrors(['ifsc', 'bnkName', 'bnkCity', 'bnkBranch']);
    } else {
      fill({ bnkName: '', bnkCity: '', bnkBranch: '' });
      setError('ifsc', { type: 'server', message: res.fieldErrors.ifsc ?? res.message });
    }
  }

  const leave = (next: string) => {
    setLeaving(true);
    window.location.assign(next);
  };

  async function onSubmit(values: EmpanelmentBank) {
    setProblem(null);
    const res = await postJson<EmpanelmentBankResponse>('/api/public/empanelment/bank', values);
    if (!res.ok) {
      for (const [name, message] of Object.entries(res.fieldErrors)) setError(name as Field, { type: 'server', message });
      setProblem(res.message);
      return;
    }
    const answer = res.data;
    if (answer.outcome === 'saved') return leave(answer.next);
    if (answer.outcome === 'proceed') return setDialog({ message: answer.message, after: () => leave(answer.next) });
    // First penny-drop failure: everything about the account starts over, with the reasons on the fields.
    fill({ ...EMPTY_BANK, cdsl: '', nsdl: '' });
    for (const [name, message] of Object.entries(answer.fieldErrors)) setError(name as Field, { type: 'server', message });
    setDialog({ message: answer.message, after: () => setFocus('ifsc') });
  }

  const bankField = (name: (typeof BANK_ACCOUNT_FIELDS)[number]) => ({
    label: BANK_LABELS[name],
    required: true,
    readOnly: !own,
    className: readOnlyClass,
    maxLength: TEXT_MAX,
    error: errors[name]?.message,
  });

  return (
    <>
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="mt-5 space-y-5">
        {problem && <Alert tone="error">{problem}</Alert>}
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-ink">Bank account</legend>
          <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
            {(Object.keys(BANK_CHOICES) as BankChoice[]).map((choice) => (
              <label key={choice} className="flex items-center gap-2 text-sm text-ink">
                <input
                  type="radio"
                  value={choice}
                  className="h-4 w-4 accent-brand-700"
                  {...register('choice', { onChange: (e) => switchTo(e.target.value as BankChoice) })}
                />
                {BANK_CHOICES[choice]}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label={BANK_LABELS.amcBranch} options={cities} required error={errors.amcBranch?.message} {...register('amcBranch')} />
          <TextField label={BANK_LABELS.rmName} required maxLength={TEXT_MAX} error={errors.rmName?.message} {...register('rmName')} />
          <TextField
            {...bankField('ifsc')}
            maxLength={IFSC_LENGTH}
            autoCapitalize="characters"
            className={`${readOnlyClass} uppercase`}
            hint={own ? (lookingUp ? 'Looking up the branch…' : 'Bank name, city and branch fill in from the IFSC.') : undefined}
            {...register('ifsc', { onBlur: onIfscBlur })}
          />
          <TextField {...bankField('bnkName')} {...register('bnkName')} />
          <TextField {...bankField('bnkAccnum')} {...numberInputProps} maxLength={ACCOUNT_MAX} {...register('bnkAccnum')} />
          <TextField {...bankField('bnkCity')} {...register('bnkCity')} />
          <TextField {...bankField('bnkBranch')} {...register('bnkBranch')} />
          <TextField
            label={BANK_LABELS.cdsl}
            {...numberInputProps}
            maxLength={CDSL_LENGTH}
            hint="Optional: 16 digits."
            error={errors.cdsl?.message}
            {...register('cdsl')}
          />
          <TextField
            label={BANK_LABELS.nsdl}
            {...numberInputProps}
            maxLength={NSDL_LENGTH}
            hint="Optional: the 14 digits after IN."
            error={errors.nsdl?.message}
            {...register('nsdl')}
          />
        </div>
        <div className="flex flex-wrap justify-between gap-2 border-t border-line pt-4">
          <Link href="/distributor-empanellement" className={buttonClassName('secondary')}>
            Back
          </Link>
          <Button type="submit" busy={isSubmitting || leaving} busyLabel={own ? 'Validating account…' : 'Saving…'}>
            Submit
          </Button>
        </div>
      </form>
      <NoticeDialog
        title="Bank account validation"
        message={dialog?.message ?? null}
        onClose={() => {
          const after = dialog?.after;
          setDialog(null);
          after?.();
        }}
      />
    </>
  );
}
