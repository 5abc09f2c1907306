'use client';

import { SelectInput } from '@/components/forms/SelectInput';
import { TextInput } from '@/components/forms/TextInput';
import { cleanNameInput, cleanPhoneInput, FAMILY_DESCRIPTIONS } from '@/lib/rules/contact';

const ON_RECORD = 'On record for this investor';

/**
 * Name, e-mail and phone, each with whose they are; what is on record is shown locked (seed 001 section 5).
 * Field names are the contact group of lib/forms/transaction-fields.ts.
 */
export function InvestorContactFields({ locked }: { locked: { email: boolean; mobile: boolean } }) {
  return (
    <fieldset className="space-y-4">
      <legend className="mb-1 text-base font-semibold text-ink">Investor details</legend>
      <TextInput name="investorName" label="Investor Name" required autoComplete="off" clean={cleanNameInput} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectInput name="emailFamily" label="Email Family Description" required options={FAMILY_DESCRIPTIONS} />
        <TextInput
          name="email"
          label="Email ID"
          type="email"
          required
          readOnly={locked.email}
          hint={locked.email ? ON_RECORD : undefined}
          autoComplete="off"
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-[1fr_7rem_1fr]">
        <SelectInput name="mobileFamily" label="Mobile Family Description" required options={FAMILY_DESCRIPTIONS} />
        <TextInput name="countryCode" label="Country Code" required readOnly={locked.mobile} maxLength={4} autoComplete="off" />
        <TextInput
          name="mobile"
          label="Phone No"
          type="tel"
          inputMode="numeric"
          required
          readOnly={locked.mobile}
          maxLength={15}
          hint={locked.mobile ? ON_RECORD : undefined}
          autoComplete="off"
          clean={cleanPhoneInput}
        />
      </div>
    </fieldset>
  );
}
