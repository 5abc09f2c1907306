'use client';

import { useFormContext } from 'react-hook-form';
import { PasswordField } from '@/components/ui/PasswordField';
import type { TextInputProps } from './TextInput';
import { useKeepTyped } from './keep-typed';
import { useFieldError } from './use-field-error';

// Apart from TextInput: every form has a text field, few a password (and its show/hide toggle).
export function PasswordInput({ name, rules, ...props }: Omit<TextInputProps, 'clean' | 'type' | 'trailing'>) {
  const register = useKeepTyped(useFormContext());
  const error = useFieldError(name);
  return <PasswordField {...props} {...register(name, rules)} error={error} />;
}
