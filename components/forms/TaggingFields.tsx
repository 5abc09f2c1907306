'use client';

import { useEffect, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { CodeField } from '@/components/links/CodeField';
import { withCleaner } from '@/components/forms/clean-input';
import { blockNumberKeys, keepDigits } from '@/components/forms/number-keys';
import { RadioGroup } from '@/components/forms/RadioGroup';
import { SelectInput } from '@/components/forms/SelectInput';
import { TextInput } from '@/components/forms/TextInput';
import { useFieldError } from '@/components/forms/use-field-error';
import { arnDigitsOf, EUIN_CHOICES, EUIN_DECLARATION_TEXT, euinAfterDeclaration, SUB_CODE_MAX } from '@/lib/forms/tagging';
import { bff } from '@/components/bff/client';
import { euinsPath, type EuinsResponse } from '@/lib/api/transactions';
import { refuseOn } from '@/components/forms/refusal';
import { useOwnTagging } from '@/components/shell/member-context';

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
  /**
   * The Sub ARN and sub broker codes are digits only (the NFO form, seed 002): the keys e, '.', '-' and
   * '+' are refused as pressed, and anything but digits is dropped from typed or pasted text.
   */
  digitsOnly?: boolean;
}

export function TaggingFields({ arnEuins, restoredEuins, digitsOnly = false }: TaggingFieldsProps) {
  const { register, setValue, setError, clearErrors, getValues, control } = useFormContext<TaggingValues>();
  const subArnError = useFieldError('subArnCode');
  const declaration = useWatch({ control, name: 'euinDeclaration' });
  const [euins, setEuins] = useState<readonly string[]>(restoredEuins ?? arnEuins);
  const [checking, setChecking] = useState(false);
  const own = useOwnTagging();

  // An Adviser's orders carry their own codes (lib/rules/team.ts): written into the form once, shown fixed.
  useEffect(() => {
    if (own?.euin) {
      setValue('euinDeclaration', 'NO');
      setValue('euin', own.euin);
    }
    if (own?.subBroker) setValue('subBrokerCode', own.subBroker);
  }, [own?.euin, own?.subBroker, setValue]);

  async function checkSubArn() {
    const sub = arnDigitsOf(getValues('subArnCode'));
    let list: readonly string[] = arnEuins;
    if (sub) {
      // A malformed code or one equal to the ARN is the form's own message; nothing to ask then.
      if (!/^\d+$/.test(sub) || sub === arnDigitsOf(getValues('arnCode')) || subArnError) return;
      setChecking(true);
      const result = await bff<EuinsResponse>(euinsPath(sub));
      setChecking(false);
      if (!result.ok) {
        refuseOn(setError, result, 'subArnCode');
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
        <TextInput name="arnCode" label="ARN Code" readOnly />
        <CodeField
          label="Sub ARN Code"
          prefix="ARN-"
          maxLength={SUB_CODE_MAX}
          hint={checking ? 'Checking the Sub ARN Code…' : 'Optional'}
          error={subArnError}
          {...withCleaner(register('subArnCode', { onBlur: () => void checkSubArn(), onChange: () => clearErrors('subArnCode') }), digitsOnly ? keepDigits : undefined)}
        />
        {own?.subBroker ? (
          <TextInput name="subBrokerCode" label="Sub Broker Code" readOnly hint={OWN_CODE_HINT} />
        ) : (
          <TextInput
            name="subBrokerCode"
            label="Sub Broker Code"
            maxLength={SUB_CODE_MAX}
            autoComplete="off"
            hint="Optional"
            {...(digitsOnly ? { inputMode: 'numeric' as const, onKeyDown: blockNumberKeys, clean: keepDigits } : {})}
          />
        )}
      </div>
      {own?.euin ? <TextInput name="euin" label="EUIN" readOnly hint={OWN_CODE_HINT} /> : <EuinChoice declaration={declaration} euins={euins} />}
    </fieldset>
  );
}

/** Under a fixed code: why it cannot be changed. */
const OWN_CODE_HINT = 'Your own, fixed on the orders you initiate';

/** The EUIN declaration and, when an EUIN is named, the EUIN from the list (seed 001 section 4). */
function EuinChoice({ declaration, euins }: { declaration: (typeof EUIN_CHOICES)[number]; euins: readonly string[] }) {
  const { setValue, clearErrors } = useFormContext<TaggingValues>();
  return (
    <>
      <RadioGroup
        name="euinDeclaration"
        legend="EUIN Declaration"
        options={EUIN_CHOICES.map((value) => ({ value, label: LABELS[value] }))}
        hint={declaration === 'YES' ? <span className="block rounded-field bg-canvas px-3 py-2">{EUIN_DECLARATION_TEXT}</span> : undefined}
        rules={{
          onChange: (e: { target: { value: string } }) => {
            setValue('euin', euinAfterDeclaration(e.target.value as (typeof EUIN_CHOICES)[number], euins));
            clearErrors('euin');
          },
        }}
      />
      {declaration === 'NO' && <SelectInput name="euin" label="EUIN" required placeholder="Select EUIN No" options={euins} />}
    </>
  );
}
