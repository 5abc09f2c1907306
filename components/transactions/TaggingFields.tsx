'use client';

import { useId, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { CodeField } from '@/components/links/CodeField';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import type { EuinsResponse } from '@/app/api/transactions/euins/route';
import { arnDigitsOf, EUIN_CHOICES, EUIN_DECLARATION_TEXT, euinAfterDeclaration, SUB_CODE_MAX } from '@/lib/forms/transaction-fields';
import { callBff } from './bff';

interface TaggingValues {
  arnCode: string;
  subArnCode: string;
  subBrokerCode: string;
  euinDeclaration: (typeof EUIN_CHOICES)[number];
  euin: string;
}

const LABELS = { YES: 'Yes', NO: 'No' } as const;

/**
 * ARN, Sub ARN, sub broker and the EUIN declaration, shared by the purchase forms. Leaving the Sub
 * ARN field runs the sub-broker check, whose answer is the EUIN list; declaring NO selects the EUIN
 * when the list has exactly one, YES clears it (seed 001 section 4).
 */
export interface TaggingFieldsProps {
  /** The EUINs of the distributor's own ARN. */
  arnEuins: readonly string[];
  /** A restored draft's list: the EUINs of its Sub ARN. */
  restoredEuins?: readonly string[] | null;
}

export function TaggingFields({ arnEuins, restoredEuins }: TaggingFieldsProps) {
  const { register, setValue, setError, clearErrors, getValues, control, formState } = useFormContext<TaggingValues>();
  const { errors } = formState;
  const declaration = useWatch({ control, name: 'euinDeclaration' });
  const [euins, setEuins] = useState<readonly string[]>(restoredEuins ?? arnEuins);
  const [checking, setChecking] = useState(false);
  const helpId = useId();

  async function checkSubArn() {
    const sub = arnDigitsOf(getValues('subArnCode'));
    let list: readonly string[] = arnEuins;
    if (sub) {
      // A malformed code or one equal to the ARN is the form's own message; nothing to ask then.
      if (!/^\d+$/.test(sub) || sub === arnDigitsOf(getValues('arnCode')) || errors.subArnCode) return;
      setChecking(true);
      const result = await callBff<EuinsResponse>(`/api/transactions/euins?subArn=${encodeURIComponent(sub)}`);
      setChecking(false);
      if (!result.ok) {
        setError('subArnCode', { type: 'server', message: result.fieldErrors.subArnCode ?? result.message });
        return;
      }
      list = result.data.euins;
    }
    setEuins(list);
    // The list changed: an EUIN of the old list no longer applies.
    if (getValues('euinDeclaration') === 'NO' && !list.includes(getValues('euin'))) {
      setValue('euin', euinAfterDeclaration('NO', list), { shouldValidate: !!getValues('euin') });
    }
  }

  return (
    <fieldset className="space-y-4">
      <legend className="mb-1 text-base font-semibold text-ink">Distributor</legend>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label="ARN Code" readOnly {...register('arnCode')} />
        <CodeField
          label="Sub ARN Code"
          prefix="ARN-"
          maxLength={SUB_CODE_MAX}
          hint={checking ? 'Checking the Sub ARN Code…' : 'Optional'}
          error={errors.subArnCode?.message}
          {...register('subArnCode', { onBlur: () => void checkSubArn(), onChange: () => clearErrors('subArnCode') })}
        />
        <TextField
          label="Sub Broker Code"
          maxLength={SUB_CODE_MAX}
          autoComplete="off"
          hint="Optional"
          error={errors.subBrokerCode?.message}
          {...register('subBrokerCode')}
        />
      </div>
      <fieldset aria-describedby={declaration === 'YES' ? helpId : undefined}>
        <legend className="mb-1 block text-sm font-medium text-ink">EUIN Declaration</legend>
        <div className="flex gap-6">
          {EUIN_CHOICES.map((value) => (
            <label key={value} className="inline-flex min-h-10 items-center gap-2 text-sm text-ink">
              <input
                type="radio"
                value={value}
                className="h-4 w-4 accent-brand-700"
                {...register('euinDeclaration', {
                  onChange: () => {
                    setValue('euin', euinAfterDeclaration(value, euins));
                    clearErrors('euin');
                  },
                })}
              />
              {LABELS[value]}
            </label>
          ))}
        </div>
        {declaration === 'YES' && (
          <p id={helpId} className="mt-2 rounded-field bg-canvas px-3 py-2 text-xs text-ink-muted">
            {EUIN_DECLARATION_TEXT}
          </p>
        )}
      </fieldset>
      {declaration === 'NO' && (
        <SelectField
          label="EUIN"
          required
          placeholder="Select EUIN No"
          options={euins}
          error={errors.euin?.message}
          {...register('euin')}
        />
      )}
    </fieldset>
  );
}
