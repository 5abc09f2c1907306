'use client';

import { forwardRef, useState } from 'react';
import { TextField, type TextFieldProps } from './TextField';
import { Icon, type IconProps } from './icons';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing'>;

export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(props, ref) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      ref={ref}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      {...props}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? 'Hide password' : 'Show password'}
          disabled={props.disabled}
          className="inline-flex h-9 w-9 items-center justify-center rounded-field text-ink-muted hover:bg-brand-50 hover:text-brand-800"
        >
          {visible ? <EyeOffIcon className="h-5 w-5" /> : <EyeIcon className="h-5 w-5" />}
        </button>
      }
    />
  );
});

function EyeIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M1.7 10S4.7 4.4 10 4.4s8.3 5.6 8.3 5.6-3 5.6-8.3 5.6S1.7 10 1.7 10Z" />
      <circle cx="10" cy="10" r="2.4" />
    </Icon>
  );
}

function EyeOffIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M8.2 4.6A8.6 8.6 0 0 1 10 4.4c5.3 0 8.3 5.6 8.3 5.6a15 15 0 0 1-2.1 2.8M5.2 6A14 14 0 0 0 1.7 10s3 5.6 8.3 5.6a8 8 0 0 0 4-1.1" />
      <path d="M8.3 8.3a2.4 2.4 0 0 0 3.4 3.4M2.5 2.5l15 15" />
    </Icon>
  );
}
