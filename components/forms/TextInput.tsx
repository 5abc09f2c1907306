'use client';

import { useFormContext, type RegisterOptions } from 'react-hook-form';
import { TextField, type TextFieldProps } from '@/components/ui/TextField';
import { withCleaner } from './clean-input';
import { useKeepTyped } from './keep-typed';
import { useFieldError } from './use-field-error';

export interface TextInputProps extends Omit<TextFieldProps, 'name' | 'error' | 'onChange' | 'onBlur'> {
  name: string;
  rules?: RegisterOptions;
  /** Keeps only what the field takes (digits of a phone, letters of a name) as the person types. */
  clean?: (s: string) => string;
}

/** A text field registered in the form context, showing its own error. */
export function TextInput({ name, rules, clean, ...props }: TextInputProps) {
  const register = useKeepTyped(useFormContext());
  const error = useFieldError(name);
  return <TextField {...props} {...withCleaner(register(name, rules), clean)} error={error} />;
}
