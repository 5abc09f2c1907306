'use client';

import { useRouter } from 'next/navigation';
import { bff } from '@/components/bff/client';
import { lazyZodResolver } from '@/components/forms/lazy-zod-resolver';
import { BffForm } from '@/components/forms/BffForm';
import { NewCredentialFields } from '@/components/forms/NewCredentialFields';
import { TextInput } from '@/components/forms/TextInput';
import { useBffForm } from '@/components/forms/useBffForm';
import { SIGNUP_API, type SignupStartResponse } from '@/lib/api/public-auth';
import type { SignupInput } from '@/lib/forms/account/signup';
import { SIGNUP_ARN_MAX } from '@/lib/forms/account/signup-fields';

export function SignupForm() {
  const router = useRouter();
  const kit = useBffForm<SignupInput>({
    resolver: lazyZodResolver<SignupInput>(() => import('@/lib/forms/account/signup').then((m) => m.signupSchema)),
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: { arn: '', userId: '', password: '', confirmPassword: '' },
  });
  const onSubmit = kit.submitWith(
    (values) => bff<SignupStartResponse>(SIGNUP_API.start, { body: values, public: true }),
    () => {
      router.push('/otp');
      return 'leave';
    },
  );

  return (
    <BffForm kit={kit} onSubmit={onSubmit} submit={{ label: 'Generate OTP', busyLabel: 'Sending OTP…', className: 'w-full' }}>
      <TextInput name="arn" label="ARN Code" hint="For example ARN-112233" autoCapitalize="characters" spellCheck={false} maxLength={SIGNUP_ARN_MAX} required />
      <NewCredentialFields />
    </BffForm>
  );
}
