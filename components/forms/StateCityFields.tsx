'use client';

import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useBffList } from '@/components/bff/useBffList';
import { SelectInput } from '@/components/forms/SelectInput';
import { TextInput } from '@/components/forms/TextInput';
import { NEW_INVESTOR_CITIES_API, type CitiesResponse } from '@/lib/api/new-investor';

export interface StateCityFieldsProps {
  /** The address's path in the form, e.g. holders.0 or nominees.1. */
  prefix: string;
  /** An Indian address chooses from the registrar's lists; one abroad is typed. */
  india: boolean;
  states: readonly string[];
}

const pickCities = (r: CitiesResponse) => r.cities;

/** State and city of an address: the city list is the chosen state's, and a new state clears the city. */
export function StateCityFields({ prefix, india, states }: StateCityFieldsProps) {
  const { setValue, getValues } = useFormContext();
  const state = useWatch({ name: `${prefix}.state` }) as string | undefined;
  // The seed: a failing list only leaves it empty.
  const cities = useBffList(india && state ? `${NEW_INVESTOR_CITIES_API}?state=${encodeURIComponent(state)}` : null, pickCities);
  const arrived = india && !!state && !cities.loading;

  useEffect(() => {
    if (!arrived) return;
    // A city set before its list arrived (the KRA's, a saved draft's) is shown once it is there; one the
    // list does not hold is cleared for the distributor to choose.
    const city = String(getValues(`${prefix}.city`) ?? '');
    const known = cities.items.find((c) => c.toLowerCase() === city.trim().toLowerCase());
    setValue(`${prefix}.city`, known ?? '');
  }, [arrived, cities.items, prefix, getValues, setValue]);

  if (!india) {
    return (
      <>
        <TextInput name={`${prefix}.state`} label="State" required maxLength={60} autoComplete="off" />
        <TextInput name={`${prefix}.city`} label="City" required maxLength={60} autoComplete="off" />
      </>
    );
  }
  const list = cities.items;
  return (
    <>
      <SelectInput
        name={`${prefix}.state`} label="State" required options={states}
        rules={{ onChange: () => setValue(`${prefix}.city`, '') }}
      />
      <SelectInput name={`${prefix}.city`} label="City" required options={list} disabled={!state} />
    </>
  );
}
