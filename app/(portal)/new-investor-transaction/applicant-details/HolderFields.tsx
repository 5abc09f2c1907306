'use client';

import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { RadioGroup } from '@/components/forms/RadioGroup';
import { SelectInput } from '@/components/forms/SelectInput';
import { DateField } from '@/components/forms/DateField';
import { TextInput } from '@/components/forms/TextInput';
import { TextField } from '@/components/ui/TextField';
import type { ApplicantInput } from '@/lib/forms/onboarding/new-investor-applicant';
import { ANNUAL_INCOMES, CATEGORIES, FAMILY_FLAGS, GENDERS, INDIA, OCCUPATIONS, statusOf } from '@/lib/forms/onboarding/new-investor-applicant-fields';
import { normalisePanInput, PAN_LENGTH } from '@/lib/rules/pan';
import { StateCityFields } from '@/components/forms/StateCityFields';

export interface Option {
  value: string;
  label: string;
}

const YES_NO = ['Yes', 'No'] as const;
const digits = (s: string) => s.replace(/\D/g, '');

export interface HolderFieldsProps {
  index: number;
  countries: readonly string[];
  mobileCodes: readonly Option[];
  states: readonly string[];
  /** Holder 1's PAN is the one the New Investor check found. */
  panLocked: boolean;
  onPan: (index: number, pan: string) => void;
  /** The holder's fields left the form (removed, or the mode of holding changed). */
  onGone: (index: number) => void;
}

/** One holder's fields (seed 002 section 3, suffix _1/_2/_3). */
export function HolderFields({ index, countries, mobileCodes, states, panLocked, onPan, onGone }: HolderFieldsProps) {
  const p = `holders.${index}` as const;
  // Told when the fields unmount, with the index and callback of the last render.
  const gone = useRef({ index, onGone });
  useEffect(() => {
    gone.current = { index, onGone };
  });
  useEffect(() => () => gone.current.onGone(gone.current.index), []);
  const { setValue } = useFormContext<ApplicantInput>();
  const [category, country] = useWatch<ApplicantInput>({ name: [`${p}.category`, `${p}.country`] }) as string[];

  const status = statusOf(category ?? '');
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput
          name={`${p}.pan`} label="PAN" required readOnly={panLocked} maxLength={PAN_LENGTH} autoComplete="off" className="uppercase"
          clean={normalisePanInput}
          rules={{ onChange: (e: { target: { value: string } }) => e.target.value.length === PAN_LENGTH && onPan(index, e.target.value) }}
        />
        <TextInput name={`${p}.name`} label="Name (as per PAN)" required autoComplete="off" maxLength={100} />
        <TextInput name={`${p}.email`} label="Email" type="email" required autoComplete="off" maxLength={100} />
        <SelectInput name={`${p}.emailFamily`} label="Email Belongs To" required options={FAMILY_FLAGS} />
        <SelectInput name={`${p}.countryCode`} label="Country Code" required options={mobileCodes} />
        <TextInput name={`${p}.mobile`} label="Mobile Number" type="tel" inputMode="numeric" required maxLength={12} clean={digits} autoComplete="off" />
        <SelectInput name={`${p}.mobileFamily`} label="Mobile Belongs To" required options={FAMILY_FLAGS} />
        <SelectInput name={`${p}.gender`} label="Gender" required options={GENDERS} />
        <DateField name={`${p}.dob`} label="Date of Birth" required />
        <SelectInput name={`${p}.category`} label="Category" required options={CATEGORIES} />
        <TextField label="Status" value={status === 'I' ? 'Individual (I)' : status === 'N' ? 'NRI (N)' : ''} readOnly />
        <SelectInput name={`${p}.kycCompleted`} label="KYC Completed" required options={YES_NO} />
        <SelectInput name={`${p}.occupation`} label="Occupation" required options={OCCUPATIONS} />
        <SelectInput name={`${p}.annualIncome`} label="Annual Income" required options={ANNUAL_INCOMES} />
        <SelectInput name={`${p}.birthCountry`} label="Country of Birth" required options={countries} />
        <SelectInput
          name={`${p}.nationality`} label="Nationality" required options={countries}
          rules={{
            // Another nationality means tax residence elsewhere (the FATCA step asks for its details).
            onChange: (e: { target: { value: string } }) => setValue(`${p}.taxResidentElsewhere`, e.target.value && e.target.value !== INDIA ? 'Yes' : 'No'),
          }}
        />
      </div>
      <RadioGroup name={`${p}.taxResidentElsewhere`} legend="Tax resident of any country other than India?" options={YES_NO} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput name={`${p}.address`} label="Address" required maxLength={120} autoComplete="off" containerClassName="sm:col-span-2" />
        <SelectInput name={`${p}.country`} label="Country" required options={countries} />
        <StateCityFields prefix={p} india={country === INDIA} states={states} />
        <TextInput name={`${p}.pincode`} label="Pincode" required maxLength={10} autoComplete="off" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <RadioGroup name={`${p}.politicallyExposed`} legend="Politically exposed person?" options={YES_NO} />
        <RadioGroup name={`${p}.politicallyExposedRelative`} legend="Related to a politically exposed person?" options={YES_NO} />
      </div>
    </div>
  );
}
