'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { checkResolver } from '@/components/forms/check-resolver';
import { useNoScriptSubmit } from '@/components/forms/no-script';
import { useKeepTyped } from '@/components/forms/keep-typed';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Checkbox } from '@/components/ui/Checkbox';
import { PasswordField } from '@/components/ui/PasswordField';
import { TextField } from '@/components/ui/TextField';
import { credentialsSignIn } from '@/lib/auth/auth-requests';
import { safeReturnPath } from '@/lib/auth/return-path';
import { decodeSignInError, type SignInFailure } from '@/lib/auth/sign-in-errors';
import { checkLogin, LOGIN_FIELD_MAX, type LoginInput } from '@/lib/forms/account/login-check';
import { LoginErrorModal } from './LoginErrorModal';
import { MemberOtpStep } from './MemberOtpStep';

export interface LoginFormProps {
  distributorCornerUrl: string;
}

// The rules of `loginSchema` without zod (lib/forms/account/login-check.ts), giving the values as the schema would.
const resolver = checkResolver<LoginInput>(checkLogin, (v) => ({ ...v, username: v.username.trim() }));

/** Where the guard sent the person from (`?from=`), checked again; read here, as the page is prerendered. */
const returnPath = () => safeReturnPath(new URLSearchParams(window.location.search).get('from'));

export function LoginForm({ distributorCornerUrl }: LoginFormProps) {
  const router = useRouter();
  const [banner, setBanner] = useState<string | null>(null);
  const noScript = useNoScriptSubmit();
  const [modal, setModal] = useState<SignInFailure | null>(null);
  // The page change after a successful sign-in takes a moment; keep the button busy until it happens.
  const [leaving, setLeaving] = useState(false);
  // A firm member's right password: the second step, with the OTP sent to their own mobile and e-mail.
  const [challenge, setChallenge] = useState<{ credentials: { username: string; password: string }; otpId: string } | null>(null);
  const form = useForm<LoginInput>({
    resolver,
    defaultValues: { username: '', password: '', terms: false },
  });
  // What was typed while the page loaded stays (a sign-in is often typed before the scripts run).
  const register = useKeepTyped(form);
  const {
    handleSubmit,
    setError,
    setValue,
    setFocus,
    formState: { errors, isSubmitting },
  } = form;

  function enter() {
    setLeaving(true);
    router.replace(returnPath());
    router.refresh();
  }

  async function onSubmit({ username, password }: LoginInput) {
    setBanner(null);
    let failure: SignInFailure;
    try {
      const error = await credentialsSignIn({ username, password });
      if (error === null) return enter();
      failure = decodeSignInError(error);
    } catch {
      failure = decodeSignInError(null);
    }
    showFailure(failure, { username, password });
  }

  function showFailure(failure: SignInFailure, credentials: { username: string; password: string }) {
    switch (failure.kind) {
      case 'otpRequired':
        setChallenge({ credentials, otpId: failure.otpId ?? '' });
        break;
      case 'invalid':
        setError('username', { type: 'server', message: failure.message });
        setError('password', { type: 'server', message: failure.message });
        setFocus('username');
        break;
      case 'unauthorized':
        setValue('username', '');
        setValue('password', '');
        setBanner(failure.message);
        break;
      default:
        setModal(failure);
    }
  }

  if (challenge) {
    return (
      <MemberOtpStep
        credentials={challenge.credentials}
        otpId={challenge.otpId}
        onSignedIn={enter}
        onRefused={(failure) => {
          setChallenge(null);
          setValue('password', '');
          showFailure(failure, challenge.credentials);
        }}
        onBack={() => {
          setChallenge(null);
          setValue('password', '');
        }}
      />
    );
  }

  return (
    <>
      {/* Before the scripts run, a submit posts (never a GET with the password in the address) to a page that says nothing was sent. */}
      <form {...noScript} onSubmit={handleSubmit(onSubmit)} noValidate className="mt-5 space-y-4">
        {banner && <Alert tone="error">{banner}</Alert>}
        <TextField
          label="User Id"
          autoComplete="username"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={LOGIN_FIELD_MAX}
          required
          error={errors.username?.message}
          {...register('username')}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          maxLength={LOGIN_FIELD_MAX}
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <Checkbox
          label={
            <>
              I accept the{' '}
              <Link
                href="/terms-conditions"
                target="_blank"
                rel="noopener noreferrer"
                className="text-brand-700 underline hover:text-brand-900"
              >
                Terms and Conditions
                <span className="sr-only"> (opens in a new tab)</span>
              </Link>
            </>
          }
          error={errors.terms?.message}
          {...register('terms')}
        />
        <Button type="submit" busy={isSubmitting || leaving} busyLabel="Signing in…" className="w-full">
          Sign in
        </Button>
      </form>
      <LoginErrorModal
        failure={modal}
        distributorCornerUrl={distributorCornerUrl}
        onClose={() => setModal(null)}
      />
    </>
  );
}
