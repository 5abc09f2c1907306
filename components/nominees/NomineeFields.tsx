'use client';

import { useFormContext, useWatch } from 'react-hook-form';
import { CheckboxInput } from '@/components/forms/CheckboxInput';
import { RadioGroup } from '@/components/forms/RadioGroup';
import { SelectInput } from '@/components/forms/SelectInput';
import { DateField } from '@/components/forms/DateField';
import { TextInput } from '@/components/forms/TextInput';
import type { NomineeStepInput } from '@/lib/forms/onboarding/new-investor-nominee';
import { ADDRESS_MAX, DEFAULT_COUNTRY, LICENCE_MAX, NOMINEE_ID_TYPES } from '@/lib/forms/onboarding/new-investor-nominee-fields';
import { StateCityFields } from '@/components/forms/StateCityFields';

const digits = (s: string) => s.replace(/\D/g, '');
/** A share as typed: digits and one decimal point with at most two decimals (16.66). */
const share = (s: string) => s.replace(/[^\d.]/g, '').replace(/^(\d*\.?\d{0,2}).*$/, '$1');
const letters = (s: string) => s.replace(/[^A-Za-z ]/g, '');

/** The registrar's lists a nominee's fields choose from. */
export interface NomineeLists {
  countries: readonly string[];
  states: readonly string[];
  relations: readonly string[];
}

/** One nominee's fields (seed 002 section 3); a minor's guardian and an adult's incapacitation appear as they apply. */
export function NomineeFields({ index, lists, minor, shareTotal }: { index: number; lists: NomineeLists; minor: boolean; /** The running total, beside each share when there are several. */ shareTotal?: string }) {
  const p = `nominees.${index}` as const;
  const [country, incap] = useWatch<NomineeStepInput>({ name: [`${p}.country`, `${p}.inCapacitation`] }) as [string, boolean];
  const { setValue } = useFormContext<NomineeStepInput>();
  const india = country === DEFAULT_COUNTRY;
  // A nominee outside India is identified by passport only.
  const onCountry = (e: { target: { value: string } }) => e.target.value !== DEFAULT_COUNTRY && setValue(`${p}.idType`, 'PASSPORT');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextInput name={`${p}.name`} label="Nominee Name" required maxLength={100} clean={letters} autoComplete="off" />
      <TextInput name={`${p}.sharePercentage`} label="Share Percentage" required inputMode="decimal" maxLength={6} clean={share} hint={shareTotal} />
      <SelectInput name={`${p}.relation`} label="Relation" required options={lists.relations} />
      <DateField name={`${p}.dob`} label="Date of Birth" required />
      <SelectInput name={`${p}.country`} label="Country" required options={lists.countries} rules={{ onChange: onCountry }} />
      <SelectInput name={`${p}.idType`} label="ID Type" required options={india ? NOMINEE_ID_TYPES : ['PASSPORT']} />
      <TextInput name={`${p}.idNumber`} label="ID Number" required maxLength={LICENCE_MAX} className="uppercase" autoComplete="off" hint="For Aadhaar, the last 4 digits only." />
      <TextInput name={`${p}.mobileNumber`} label="Mobile Number" type="tel" inputMode="numeric" required maxLength={10} clean={digits} autoComplete="off" />
      <TextInput name={`${p}.email`} label="Email" type="email" required maxLength={100} autoComplete="off" />
      <TextInput name={`${p}.address`} label="Address Line 1" required maxLength={ADDRESS_MAX[0]} autoComplete="off" />
      <TextInput name={`${p}.address2`} label="Address Line 2" maxLength={ADDRESS_MAX[1]} autoComplete="off" />
      <TextInput name={`${p}.address3`} label="Address Line 3" maxLength={ADDRESS_MAX[2]} autoComplete="off" />
      <StateCityFields prefix={p} india={india} states={lists.states} />
      <TextInput name={`${p}.pinCode`} label="Pincode" required={india} inputMode="numeric" maxLength={india ? 6 : 10} autoComplete="off" />
      {minor && <TextInput name={`${p}.guardianName`} label="Guardian Name" required maxLength={100} clean={letters} autoComplete="off" />}
      {!minor && (
        <div className="sm:col-span-2 space-y-3">
          <CheckboxInput name={`${p}.inCapacitation`} label="The nominee will receive the holding in case of the investor's incapacitation" />
          {incap && (
            <div className="grid gap-4 sm:grid-cols-2">
              <RadioGroup name={`${p}.inCapacitationAmountorPercentageCheck`} legend="Incapacitation by" options={['Percentage', 'Amount']} />
              <TextInput name={`${p}.inCapacitationAmount`} label="Incapacitation Percentage or Amount" inputMode="decimal" maxLength={12} />
            </div>
          )}
        </div>
      )}
    </div>
  );
}
