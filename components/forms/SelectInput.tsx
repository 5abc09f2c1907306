'use client';

import { useFormContext, type RegisterOptions } from 'react-hook-form';
import { SelectField, type SelectFieldProps } from '@/components/ui/SelectField';
import { useKeepTyped } from './keep-typed';
import { useFieldError } from './use-field-error';

export interface SelectInputProps extends Omit<SelectFieldProps, 'name' | 'error' | 'onChange' | 'onBlur'> {
  name: string;
  rules?: RegisterOptions;
}

/** A native select registered in the form context, showing its own error. */
export function SelectInput({ name, rules, ...props }: SelectInputProps) {
  const register = useKeepTyped(useFormContext());
  const error = useFieldError(name);
  return <SelectField {...props} {...register(name, rules)} error={error} />;
}
