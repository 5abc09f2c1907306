'use client';

import { useEffect, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { bffData } from '@/components/bff/client';
import { CheckboxInput } from '@/components/forms/CheckboxInput';
import { RadioGroup } from '@/components/forms/RadioGroup';
import { SelectInput } from '@/components/forms/SelectInput';
import { DateField } from '@/components/forms/DateField';
import { TextInput } from '@/components/forms/TextInput';
import { TextField } from '@/components/ui/TextField';
import { NEW_INVESTOR_TIN_TYPES_API, type TinTypesResponse } from '@/lib/api/new-investor';
import {
  ANNUAL_INCOMES, CATEGORIES, FAMILY_FLAGS, GENDERS, INDIA, OCCUPATIONS, statusOf, UAE, UAE_YEARS, type ApplicantInput,
} from '@/lib/forms/new-investor-applicant';
import { normalisePanInput, PAN_LENGTH } from '@/lib/rules/pan';
import { StateCityFields } from '../StateCityFields';

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
  tinCountries: readonly Option[];
  /** Holder 1's PAN is the one the New Investor check found. */
  panLocked: boolean;
  onPan: (index: number, pan: string) => void;
}

/** One holder's fields (seed 002 section 3, suffix _1/_2/_3). */
export function HolderFields({ index, countries, mobileCodes, states, tinCountries, panLocked, onPan }: HolderFieldsProps) {
  const p = `holders.${index}` as const;
  const { setValue } = useFormContext<ApplicantInput>();
  const [category, nationality, country, taxElsewhere, tinCountry, uae, legal] = useWatch<ApplicantInput>({
    name: [`${p}.category`, `${p}.nationality`, `${p}.country`, `${p}.taxResidentElsewhere`, `${p}.foreignTaxCountry`, `${p}.isUaeResident`, `${p}.isLegalProceedings`],
  }) as string[];
  const [tinTypes, setTinTypes] = useState<Option[]>([]);

  useEffect(() => {
    if (!tinCountry) return;
    let live = true;
    void bffData<TinTypesResponse>(`${NEW_INVESTOR_TIN_TYPES_API}?country=${encodeURIComponent(tinCountry)}`).then(
      (r) => live && setTinTypes(r.types),
      () => live && setTinTypes([]),
    );
    return () => {
      live = false;
    };
  }, [tinCountry]);

  const uaeLinked = nationality === UAE || country === UAE;
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
            // Another nationality means tax residence elsewhere; a UAE national's tax id is the UAE's.
            onChange: (e: { target: { value: string } }) => {
              const v = e.target.value;
              setValue(`${p}.taxResidentElsewhere`, v && v !== INDIA ? 'Yes' : 'No');
              if (v === UAE) setValue(`${p}.foreignTaxCountry`, 'AE');
            },
          }}
        />
      </div>
      <RadioGroup name={`${p}.taxResidentElsewhere`} legend="Tax resident of any country other than India?" options={YES_NO} />
      {taxElsewhere === 'Yes' && (
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectInput name={`${p}.foreignTaxCountry`} label="Country of Tax Residence" required options={tinCountries} />
          <SelectInput name={`${p}.foreignTaxIdType`} label="Tax Identification Type" required options={tinTypes} />
          <TextInput name={`${p}.foreignTaxId`} label="Tax Identification Number" required maxLength={30} autoComplete="off" />
        </div>
      )}
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
      {uaeLinked && <RadioGroup name={`${p}.isUaeResident`} legend="Resident of the United Arab Emirates?" options={YES_NO} />}
      {uaeLinked && uae === 'Yes' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectInput name={`${p}.uaeResidentYears`} label="Years of UAE Residence" required options={UAE_YEARS} />
          <TextInput name={`${p}.emiratesId`} label="Emirates ID Number" required maxLength={18} autoComplete="off" />
          <TextInput name={`${p}.visaNo`} label="Visa Number" required maxLength={20} autoComplete="off" />
          <DateField name={`${p}.visaExpiry`} label="Visa Expiry Date" required />
          <TextInput name={`${p}.occupationInUae`} label="Occupation in UAE" required maxLength={60} autoComplete="off" />
          <RadioGroup name={`${p}.isLegalProceedings`} legend="Any legal proceedings?" options={YES_NO} />
          {legal === 'Yes' && <TextInput name={`${p}.legalProceedingsDesc`} label="Legal Proceedings Details" required maxLength={200} containerClassName="sm:col-span-2" />}
          <div className="sm:col-span-2">
            <CheckboxInput name={`${p}.uaeDeclaration`} label="I declare that the UAE residence details above are true and complete." />
          </div>
        </div>
      )}
    </div>
  );
}
