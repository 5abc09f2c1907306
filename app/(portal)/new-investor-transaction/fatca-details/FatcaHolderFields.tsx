'use client';

import { useWatch } from 'react-hook-form';
import { useBffList } from '@/components/bff/useBffList';
import { CheckboxInput } from '@/components/forms/CheckboxInput';
import { DateField } from '@/components/forms/DateField';
import { RadioGroup } from '@/components/forms/RadioGroup';
import { SelectInput } from '@/components/forms/SelectInput';
import { TextInput } from '@/components/forms/TextInput';
import { NEW_INVESTOR_TIN_TYPES_API, type TinTypesResponse } from '@/lib/api/new-investor';
import type { FatcaStepInput } from '@/lib/forms/onboarding/new-investor-fatca';
import { UAE_TAX_COUNTRY, UAE_TIN_PLACEHOLDER, UAE_YEARS } from '@/lib/forms/onboarding/new-investor-fatca-fields';

const YES_NO = ['Yes', 'No'] as const;
const pickTinTypes = (r: TinTypesResponse) => r.types;

export interface FatcaHolderFieldsProps {
  index: number;
  /** Tax resident outside India: the tax residence and its number. */
  taxed: boolean;
  /** Linked with the UAE (nationality or address): the UAE resident's extras. */
  uae: boolean;
  tinCountries: readonly { value: string; label: string }[];
}

/** One holder's FATCA details: the foreign tax identification, and a UAE resident's extras. */
export function FatcaHolderFields({ index, taxed, uae, tinCountries }: FatcaHolderFieldsProps) {
  const p = `holders.${index}` as const;
  const [tinCountry, resident, legal, previous] = useWatch<FatcaStepInput>({
    name: [`${p}.foreignTaxCountry`, `${p}.isUaeResident`, `${p}.isLegalProceedings`, `${p}.previousOccupation`],
  }) as string[];
  // A failing list only leaves it empty.
  const tinTypes = useBffList(taxed && tinCountry ? `${NEW_INVESTOR_TIN_TYPES_API}?country=${encodeURIComponent(tinCountry)}` : null, pickTinTypes);

  return (
    <div className="space-y-4">
      {taxed && (
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectInput name={`${p}.foreignTaxCountry`} label="Country of Tax Residence" required options={tinCountries} />
          <SelectInput name={`${p}.foreignTaxIdType`} label="Tax Identification Type" required options={tinTypes.items} />
          <TextInput
            name={`${p}.foreignTaxId`}
            label="Tax Identification Number"
            required
            maxLength={30}
            autoComplete="off"
            placeholder={tinCountry === UAE_TAX_COUNTRY ? UAE_TIN_PLACEHOLDER : undefined}
          />
        </div>
      )}
      {uae && <RadioGroup name={`${p}.isUaeResident`} legend="Resident of the United Arab Emirates?" options={YES_NO} />}
      {uae && resident === 'Yes' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectInput name={`${p}.uaeResidentYears`} label="Years of UAE Residence" required options={UAE_YEARS} />
          <TextInput name={`${p}.emiratesId`} label="Emirates ID Number" required maxLength={18} autoComplete="off" />
          <TextInput name={`${p}.visaNo`} label="Visa Number" required maxLength={20} autoComplete="off" />
          <DateField name={`${p}.visaExpiry`} label="Visa Expiry Date" required />
          <TextInput name={`${p}.occupationInUae`} label="Occupation in UAE" required maxLength={60} autoComplete="off" />
          <TextInput name={`${p}.occupationDescription`} label="Occupation Description" maxLength={100} autoComplete="off" />
          <div className="sm:col-span-2">
            <RadioGroup name={`${p}.previousOccupation`} legend="Any previous occupation in the UAE?" options={YES_NO} />
          </div>
          {previous === 'Yes' && <PreviousOccupationFields p={p} />}
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

/** A UAE resident's previous occupation there (seed 002 section 3): its period, what it was, and where. */
function PreviousOccupationFields({ p }: { p: string }) {
  return (
    <>
      <DateField name={`${p}.previousOccupationFrom`} label="Previous Occupation Start Date" required />
      <DateField name={`${p}.previousOccupationTo`} label="Previous Occupation End Date" required />
      <TextInput name={`${p}.previousOccupationDesc`} label="Previous Occupation Description" required maxLength={100} autoComplete="off" />
      <RadioGroup name={`${p}.previousOccupationKind`} legend="Previous Occupation Type" required options={['Business', 'Service']} />
      <TextInput name={`${p}.previousEmployerAddress`} label="Previous Employer Address" required maxLength={200} autoComplete="off" containerClassName="sm:col-span-2" />
    </>
  );
}
