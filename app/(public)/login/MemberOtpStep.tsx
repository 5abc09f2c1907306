'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { BffForm } from '@/components/forms/BffForm';
import { checkResolver } from '@/components/forms/check-resolver';
import { OtpInput } from '@/components/otp/OtpInput';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { credentialsSignIn } from '@/lib/auth/auth-requests';
import { decodeSignInError, type SignInFailure } from '@/lib/auth/sign-in-errors';
import { checkOtp, type OtpValues } from '@/lib/forms/account/otp-check';
import { MEMBER_SIGN_IN_MESSAGES } from '@/lib/rules/member-sign-in';

export interface MemberOtpStepProps {
  /** What the first step signed in with: the user id for the OTP, the password for a new OTP. */
  credentials: { username: string; password: string };
  /** The id of the OTP the registrar sent to the member's own mobile and e-mail. */
  otpId: string;
  onSignedIn: () => void;
  /** A refusal that is not about the OTP (a suspension between the steps, say): the first step shows it. */
  onRefused: (failure: SignInFailure) => void;
  onBack: () => void;
}

const resolver = checkResolver<OtpValues>(checkOtp(MEMBER_SIGN_IN_MESSAGES.format));

/**
 * A firm member's second step (lib/rules/member-sign-in.ts): the six digits sent to their own mobile and
 * e-mail. A wrong code stays here with the registrar's words and the tries left; Send a new OTP asks the
 * first step again with the same password, which is why this step holds it until the session starts.
 */
export function MemberOtpStep({ credentials, otpId: firstOtpId, onSignedIn, onRefused, onBack }: MemberOtpStepProps) {
  const form = useForm<OtpValues>({ resolver, defaultValues: { otp: '' } });
  const [otpId, setOtpId] = useState(firstOtpId);
  const [notice, setNotice] = useState<string>(MEMBER_SIGN_IN_MESSAGES.sent);
  const [banner, setBanner] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const [leaving, setLeaving] = useState(false);

  /** Sends the step and answers the refusal it met, or null once signed in. */
  async function attempt(step: Parameters<typeof credentialsSignIn>[0]): Promise<SignInFailure | null> {
    try {
      const error = await credentialsSignIn(step);
      return error === null ? null : decodeSignInError(error);
    } catch {
      return decodeSignInError(null);
    }
  }

  const onSubmit = form.handleSubmit(async ({ otp }) => {
    setBanner(null);
    const failure = await attempt({ username: credentials.username, otpid: otpId, otp });
    if (!failure) {
      setLeaving(true);
      onSignedIn();
      return;
    }
    form.setValue('otp', '');
    if (failure.kind === 'otp') form.setError('otp', { type: 'server', message: failure.message }, { shouldFocus: true });
    else if (failure.kind === 'throttled') setBanner(failure.message);
    else onRefused(failure);
  });

  async function resend() {
    setBanner(null);
    setResending(true);
    const failure = await attempt(credentials);
    setResending(false);
    if (failure?.kind === 'otpRequired' && failure.otpId) {
      setOtpId(failure.otpId);
      form.reset({ otp: '' });
      setNotice(MEMBER_SIGN_IN_MESSAGES.resent);
    } else if (failure?.kind === 'throttled') setBanner(failure.message);
    else if (failure) onRefused(failure);
    else onSignedIn();
  }

  const busy = form.formState.isSubmitting || leaving;
  return (
    <BffForm
      kit={{ form, banner, busy }}
      onSubmit={onSubmit}
      submit={{ label: 'Verify and sign in', busyLabel: leaving ? 'Signing in…' : 'Verifying…' }}
      notice={<Alert tone="success">{notice}</Alert>}
      actions={
        <>
          <Button variant="secondary" onClick={resend} busy={resending} busyLabel="Sending…" disabled={busy}>
            Send a new OTP
          </Button>
          <Button variant="secondary" onClick={onBack} disabled={busy || resending}>
            Back
          </Button>
        </>
      }
    >
      <OtpInput name="otp" disabled={busy} autoFocus />
    </BffForm>
  );
}
