'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { postJson } from '@/components/otp/post-json';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { PasswordField } from '@/components/ui/PasswordField';
import { TextField } from '@/components/ui/TextField';
import {
  SIGNUP_ARN_MAX,
  SIGNUP_FIELD_MAX,
  SIGNUP_PASSWORD_HINT,
  signupSchema,
  type SignupInput,
} from '@/lib/forms/signup';
import type { SignupStartResponse } from '@/app/api/public/signup/start/route';

const FIELDS = ['arn', 'userId', 'password', 'confirmPassword'] as const;

export function SignupForm() {
  const router = useRouter();
  const [message, setMessage] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    trigger,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<SignupInput>({
    resolver: zodResolver(signupSchema),
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: { arn: '', userId: '', password: '', confirmPassword: '' },
  });

  async function onSubmit(values: SignupInput) {
    setMessage(null);
    const result = await postJson<SignupStartResponse>('/api/public/signup/start', values);
    if (result.ok) {
      setLeaving(true);
      router.push('/otp');
      return;
    }
    for (const name of FIELDS) {
      const fieldMessage = result.fieldErrors[name];
      if (fieldMessage) setError(name, { type: 'server', message: fieldMessage });
    }
    setMessage(result.message);
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="mt-5 space-y-4">
      {message && <Alert tone="error">{message}</Alert>}
      <TextField
        label="ARN Code"
        hint="For example ARN-112233"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={SIGNUP_ARN_MAX}
        required
        error={errors.arn?.message}
        {...register('arn')}
      />
      <TextField
        label="User Id"
        hint="Your e-mail address; you will sign in with it"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={SIGNUP_FIELD_MAX}
        required
        error={errors.userId?.message}
        {...register('userId')}
      />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        hint={SIGNUP_PASSWORD_HINT}
        maxLength={SIGNUP_FIELD_MAX}
        required
        error={errors.password?.message}
        {...register('password', { onBlur: () => getValues('confirmPassword') && void trigger('confirmPassword') })}
      />
      <PasswordField
        label="Confirm Password"
        autoComplete="new-password"
        maxLength={SIGNUP_FIELD_MAX}
        required
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" busy={isSubmitting || leaving} busyLabel="Sending OTP…" className="w-full">
        Generate OTP
      </Button>
    </form>
  );
}
