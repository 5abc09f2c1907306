'use client';

import { useFormContext, type UseFormRegisterReturn } from 'react-hook-form';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import type { LumpsumValues } from '@/lib/forms/lumpsum';
import { cleanNameInput, cleanPhoneInput, FAMILY_DESCRIPTIONS } from '@/lib/rules/contact';

const ON_RECORD = 'On record for this investor';

/** Name, e-mail and phone, each with whose they are; what is on record is shown locked (seed 001 section 5). */
export function ContactFields({ locked }: { locked: { email: boolean; mobile: boolean } }) {
  const { register, formState } = useFormContext<LumpsumValues>();
  const { errors } = formState;
  // Typed or pasted characters the field does not take are dropped before the form reads the value.
  const keep = (field: UseFormRegisterReturn, clean: (s: string) => string): UseFormRegisterReturn => ({
    ...field,
    onChange: (e: { target: HTMLInputElement }) => {
      const cleaned = clean(e.target.value);
      if (cleaned !== e.target.value) e.target.value = cleaned;
      return field.onChange(e);
    },
  });

  return (
    <fieldset className="space-y-4">
      <legend className="mb-1 text-base font-semibold text-ink">Investor details</legend>
      <TextField
        label="Investor Name"
        required
        autoComplete="off"
        error={errors.investorName?.message}
        {...keep(register('investorName'), cleanNameInput)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Email Family Description"
          required
          options={FAMILY_DESCRIPTIONS}
          error={errors.emailFamily?.message}
          {...register('emailFamily')}
        />
        <TextField
          label="Email ID"
          type="email"
          required
          readOnly={locked.email}
          hint={locked.email ? ON_RECORD : undefined}
          autoComplete="off"
          error={errors.email?.message}
          {...register('email')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-[1fr_7rem_1fr]">
        <SelectField
          label="Mobile Family Description"
          required
          options={FAMILY_DESCRIPTIONS}
          error={errors.mobileFamily?.message}
          {...register('mobileFamily')}
        />
        <TextField
          label="Country Code"
          required
          readOnly={locked.mobile}
          maxLength={4}
          autoComplete="off"
          error={errors.countryCode?.message}
          {...register('countryCode')}
        />
        <TextField
          label="Phone No"
          type="tel"
          inputMode="numeric"
          required
          readOnly={locked.mobile}
          maxLength={15}
          hint={locked.mobile ? ON_RECORD : undefined}
          autoComplete="off"
          error={errors.mobile?.message}
          {...keep(register('mobile'), cleanPhoneInput)}
        />
      </div>
    </fieldset>
  );
}
