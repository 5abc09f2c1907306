'use client';

import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { RadioGroup } from '@/components/forms/RadioGroup';
import type { CustomizedLinkInput, EuinCheckInput } from '@/lib/forms/links/customized-link';
import { ARN_CODE_MAX, EUIN_DECLARATIONS } from '@/lib/forms/links/customized-link-fields';
import { CodeInput } from './CodeField';
import { checkEuinOnBlur } from './euin-check';

const DECLARATION_HELP =
  'Choose YES when investments through this link are made without advice from an employee of the distributor ' +
  "(no EUIN needed). Choose NO to tag the link with the employee's EUIN.";

export interface LinkTaggingFieldsProps {
  /** Which link the EUIN is checked for: the customized link also asks the fund house's own check. */
  form: EuinCheckInput['form'];
  /** The link's own choices, between the ARN codes and the EUIN. */
  children?: ReactNode;
}

/**
 * The ARN tagging both link generators share: broker and sub broker codes, then the EUIN declaration.
 * YES declares the sale execution-only, so no EUIN; NO asks for the EUIN of the employee who advised,
 * which the fund house checks as soon as the field is left.
 */
export function LinkTaggingFields({ form, children }: LinkTaggingFieldsProps) {
  const { control, getValues, setValue, setError, clearErrors } = useFormContext<CustomizedLinkInput>();
  const declaration = useWatch({ control, name: 'euinDeclaration' });

  async function onEuinBlur() {
    if (getValues('euinDeclaration') !== 'NO') return;
    const verdict = await checkEuinOnBlur(getValues('brokerCode'), getValues('euin'), form);
    if (!verdict || verdict.valid) return;
    // Refused by the fund house's own check: the EUIN goes, its reason stays on the field.
    if (verdict.clear) setValue('euin', '');
    setError('euin', { type: 'server', message: verdict.message });
  }

  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <CodeInput name="brokerCode" label="Broker Code" prefix="ARN-" required maxLength={ARN_CODE_MAX} hint="The digits of your ARN." />
        <CodeInput name="subBrokerCode" label="Sub Broker Code" prefix="ARN-" maxLength={ARN_CODE_MAX} hint="Optional: the sub broker's ARN digits." />
      </div>
      {children}
      <RadioGroup
        name="euinDeclaration"
        legend="EUIN Declaration"
        options={EUIN_DECLARATIONS}
        hint={DECLARATION_HELP}
        rules={{
          onChange: (e: { target: { value: string } }) => {
            if (e.target.value !== 'YES') return;
            setValue('euin', '');
            clearErrors('euin');
          },
        }}
      />
      <CodeInput
        name="euin"
        label="EUIN Code"
        prefix="E"
        required={declaration === 'NO'}
        disabled={declaration !== 'NO'}
        maxLength={7}
        hint="The six digits of the advising employee's EUIN."
        rules={{ onBlur: () => void onEuinBlur() }}
      />
    </>
  );
}
