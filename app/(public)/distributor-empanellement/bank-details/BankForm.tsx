'use client';

import Link from 'next/link';
import { useState } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { bff } from '@/components/bff/client';
import { NoticeDialog } from '@/components/empanelment/NoticeDialog';
import { numberInputProps } from '@/components/empanelment/number-keys';
import { lazyZodResolver } from '@/components/forms/lazy-zod-resolver';
import { RadioGroup } from '@/components/forms/RadioGroup';
import { SelectInput } from '@/components/forms/SelectInput';
import { TextInput } from '@/components/forms/TextInput';
import { useBffForm } from '@/components/forms/useBffForm';
import { Alert } from '@/components/ui/Alert';
import { Button, buttonClassName } from '@/components/ui/Button';
import { EMPANELMENT_BANK_API, EMPANELMENT_IFSC_API, type EmpanelmentBankResponse, type IfscLookupResponse } from '@/lib/api/empanelment';
import type { EmpanelmentBankInput } from '@/lib/forms/empanelment/empanelment-bank';
import {
  ACCOUNT_MAX, BANK_ACCOUNT_FIELDS, BANK_CHOICES, BANK_LABELS, CDSL_LENGTH, IFSC_LENGTH, NSDL_LENGTH, TEXT_MAX, type BankChoice,
} from '@/lib/forms/empanelment/empanelment-bank-fields';
import { empanelmentJourney } from '@/lib/journeys/empanelment';
import { stepPath } from '@/lib/journeys/journey';
import type { SavedBank } from '@/server/services/empanelment/empanelment';
import { refuseEach, refuseOn } from '@/components/forms/refusal';
import { useNoScriptSubmit } from '@/components/forms/no-script';

type Field = keyof EmpanelmentBankInput;
type AccountField = (typeof BANK_ACCOUNT_FIELDS)[number];
type RegistryBank = Pick<EmpanelmentBankInput, AccountField>;

export interface BankFormProps {
  cities: string[];
  citiesError: string | null;
  registry: RegistryBank;
  saved: SavedBank | null;
}

const EMPTY_BANK: RegistryBank = { ifsc: '', bnkName: '', bnkAccnum: '', bnkBranch: '', bnkCity: '' };
const CHOICE_OPTIONS = (Object.keys(BANK_CHOICES) as BankChoice[]).map((value) => ({ value, label: BANK_CHOICES[value] }));
const readOnlyClass = 'read-only:bg-canvas';
// The schemas load with the form rather than with the page; the IFSC lookup reads them from there.
const schemas = () => import('@/lib/forms/empanelment/empanelment-bank');
const bankResolver = lazyZodResolver<EmpanelmentBankInput>(() => schemas().then((m) => m.empanelmentBankSchema));

export function BankForm({ cities, citiesError, registry, saved }: BankFormProps) {
  // The city list's failure shows until the first submit, as any other banner would.
  const [citiesProblem, setCitiesProblem] = useState(citiesError);
  const [dialog, setDialog] = useState<{ message: string; after: () => void } | null>(null);
  const [lookingUp, setLookingUp] = useState(false);
  const { form, banner, busy, submitWith } = useBffForm<EmpanelmentBankInput>({
    resolver: bankResolver,
    // Saved details come back on a revisit (the back button, a reload).
    defaultValues: saved ? { ...saved } : { choice: 'NO', amcBranch: '', rmName: '', ...registry, cdsl: '', nsdl: '' },
  });
  const { getValues, setValue, setError, clearErrors, setFocus, trigger } = form;
  const own = useWatch({ control: form.control, name: 'choice' }) === 'YES';

  const fill = (values: Partial<EmpanelmentBankInput>) => {
    for (const [name, value] of Object.entries(values)) setValue(name as Field, value ?? '');
  };

  function switchTo(choice: BankChoice) {
    fill(choice === 'YES' ? EMPTY_BANK : registry);
    clearErrors([...BANK_ACCOUNT_FIELDS]);
  }

  async function onIfscBlur() {
    if (getValues('choice') !== 'YES' || !getValues('ifsc').trim()) return;
    const parsed = (await schemas()).ifscLookupSchema.safeParse({ ifsc: getValues('ifsc') });
    if (!parsed.success) return void trigger('ifsc');
    setValue('ifsc', parsed.data.ifsc);
    setLookingUp(true);
    const res = await bff<IfscLookupResponse>(EMPANELMENT_IFSC_API, { body: parsed.data, public: true });
    setLookingUp(false);
    if (res.ok) {
      fill({ bnkName: res.data.bankName, bnkCity: res.data.bankCity, bnkBranch: res.data.branch });
      clearErrors(['ifsc', 'bnkName', 'bnkCity', 'bnkBranch']);
    } else {
      fill({ bnkName: '', bnkCity: '', bnkBranch: '' });
      refuseOn(setError, res, 'ifsc');
    }
  }

  const onSubmit = submitWith(
    (values) => {
      setCitiesProblem(null);
      return bff<EmpanelmentBankResponse>(EMPANELMENT_BANK_API, { body: values, public: true });
    },
    (answer) => {
      if (answer.outcome === 'saved') {
        window.location.assign(answer.next);
        return 'leave';
      }
      if (answer.outcome === 'proceed') {
        // The form stays busy behind the notice: OK is the only way on.
        setDialog({ message: answer.message, after: () => window.location.assign(answer.next) });
        return 'leave';
      }
      // First penny-drop failure: everything about the account starts over, with the reasons on the fields.
      fill({ ...EMPTY_BANK, cdsl: '', nsdl: '' });
      refuseEach(setError, answer);
      setDialog({ message: answer.message, after: () => setFocus('ifsc') });
    },
  );

  const bankField = (name: AccountField) => ({
    name,
    label: BANK_LABELS[name],
    required: true,
    readOnly: !own,
    className: readOnlyClass,
    maxLength: TEXT_MAX,
  });
  const problem = banner ?? citiesProblem;

  const noScript = useNoScriptSubmit();
  return (
    <FormProvider {...form}>
      <form {...noScript} onSubmit={onSubmit} noValidate className="mt-5 space-y-5">
        {problem && <Alert tone="error">{problem}</Alert>}
        <RadioGroup
          name="choice"
          legend="Bank account"
          options={CHOICE_OPTIONS}
          rules={{ onChange: (e: { target: HTMLInputElement }) => switchTo(e.target.value as BankChoice) }}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectInput name="amcBranch" label={BANK_LABELS.amcBranch} options={cities} required />
          <TextInput name="rmName" label={BANK_LABELS.rmName} required maxLength={TEXT_MAX} />
          <TextInput
            {...bankField('ifsc')}
            maxLength={IFSC_LENGTH}
            autoCapitalize="characters"
            className={`${readOnlyClass} uppercase`}
            hint={own ? (lookingUp ? 'Looking up the branch…' : 'Bank name, city and branch fill in from the IFSC.') : undefined}
            rules={{ onBlur: onIfscBlur }}
          />
          <TextInput {...bankField('bnkName')} />
          <TextInput {...bankField('bnkAccnum')} {...numberInputProps} maxLength={ACCOUNT_MAX} />
          <TextInput {...bankField('bnkCity')} />
          <TextInput {...bankField('bnkBranch')} />
          <TextInput name="cdsl" label={BANK_LABELS.cdsl} {...numberInputProps} maxLength={CDSL_LENGTH} hint="Optional: 16 digits." />
          <TextInput name="nsdl" label={BANK_LABELS.nsdl} {...numberInputProps} maxLength={NSDL_LENGTH} hint="Optional: the 14 digits after IN." />
        </div>
        <div className="flex flex-wrap justify-between gap-2 border-t border-line pt-4">
          <Link href={stepPath(empanelmentJourney, 'basic-details')} className={buttonClassName('secondary')}>
            Back
          </Link>
          <Button type="submit" busy={busy} busyLabel={own ? 'Validating account…' : 'Saving…'}>
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
    </FormProvider>
  );
}
