'use client';

import { useFormContext, type RegisterOptions } from 'react-hook-form';
import { Checkbox, type CheckboxProps } from '@/components/ui/Checkbox';
import { useKeepTyped } from './keep-typed';
import { useFieldError } from './use-field-error';

export interface CheckboxInputProps extends Omit<CheckboxProps, 'name' | 'error' | 'onChange' | 'onBlur'> {
  name: string;
  rules?: RegisterOptions;
}

export function CheckboxInput({ name, rules, ...props }: CheckboxInputProps) {
  const register = useKeepTyped(useFormContext());
  const error = useFieldError(name);
  return <Checkbox {...props} {...register(name, rules)} error={error} />;
}
