'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { EmpanelmentArnResponse } from '@/app/api/public/empanelment/arn/route';
import type { EmpanelmentOtpResponse } from '@/app/api/public/empanelment/otp/route';
import type { EmpanelmentVerifyResponse } from '@/app/api/public/empanelment/verify/route';
import { numberInputProps } from '@/components/empanelment/number-keys';
import { postJson } from '@/components/empanelment/post';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import {
  ARN_MAX, BASICS_MESSAGES, EMAIL_MAX, MOBILE_MAX, OTP_LENGTH, PAN_MAX, empanelmentArnSchema, empanelmentBasicsSchema,
  empanelmentOtpRequestSchema, hasMissingField, type EmpanelmentBasics, type EmpanelmentBasicsInput,
  type EmpanelmentOtpRequest,
} from '@/lib/forms/empanelment-basics';
import { VerifiedSummary } from './VerifiedSummary';

const OTP_FIELDS = ['arnCode', 'pan', 'email', 'mobile'] as const;

export interface BasicsFormProps {
  initial: EmpanelmentOtpRequest | null;
  otpSent: boolean;
  verified: boolean;
}

export function BasicsForm({ initial, otpSent: sentBefore, verified }: BasicsFormProps) {
  if (verified && initial) return <VerifiedSummary basics={initial} />;
  return <BasicsEntry initial={initial} sentBefore={sentBefore} />;
}

function BasicsEntry({ initial, sentBefore }: { initial: EmpanelmentOtpRequest | null; sentBefore: boolean }) {
  const [otpSent, setOtpSent] = useState(sentBefore);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [leaving, setLeaving] = useState(false);
  // The ARN the registrar last accepted, so leaving the field again does not ask again.
  const [checkedArn, setCheckedArn] = useState(initial?.arnCode ?? '');
  const {
    register, handleSubmit, trigger, getValues, setValue, setError, setFocus, clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<EmpanelmentBasicsInput, unknown, EmpanelmentBasics>({
    resolver: zodResolver(empanelmentBasicsSchema),
    defaultValues: { arnCode: initial?.arnCode ?? '', pan: initial?.pan ?? '', email: initial?.email ?? '', mobile: initial?.mobile ?? '', otp: '' },
  });

  // An empty field is announced once, above the form, as the seed asks; format problems stay on their field.
  const missing = hasMissingField(Object.values(errors).map((e) => e?.message));
  const fieldError = (name: keyof EmpanelmentBasicsInput) => {
    const message = errors[name]?.message;
    return message === BASICS_MESSAGES.allMandatory ? undefined : message;
  };
  const invalid = (name: keyof EmpanelmentBasicsInput) => (errors[name] ? true : undefined);

  const refuseArn = (message: string) => {
    setProblem(message);
    setValue('arnCode', '');
    setCheckedArn('');
  };

  async function onArnBlur() {
    const parsed = empanelmentArnSchema.safeParse({ arnCode: getValues('arnCode') });
    if (!parsed.success) return;
    const arn = parsed.data.arnCode;
    setValue('arnCode', arn);
    if (arn === checkedArn) return;
    const res = await postJson<EmpanelmentArnResponse>('/api/public/empanelment/arn', { arnCode: arn });
    if (res.ok) {
      setCheckedArn(arn);
      setProblem(null);
    } else {
      refuseArn(res.message);
    }
  }

  async function onGenerate() {
    setProblem(null);
    setNotice(null);
    clearErrors('otp');
    // Busy from the first moment, so a second click cannot send a second request.
    setSending(true);
    if (!(await trigger([...OTP_FIELDS]))) return setSending(false);
    const res = await postJson<EmpanelmentOtpResponse>('/api/public/empanelment/otp', empanelmentOtpRequestSchema.parse(getValues()));
    setSending(false);
    if (!res.ok) {
      if (res.fieldErrors.arnCode) refuseArn(res.message);
      else setProblem(res.message);
      return;
    }
    setCheckedArn(getValues('arnCode'));
    setOtpSent(true);
    setNotice(res.data.message);
    setTimeout(() => setFocus('otp'), 0);
  }

  async function onSubmit(values: EmpanelmentBasics) {
    setProblem(null);
    const res = await postJson<EmpanelmentVerifyResponse>('/api/public/empanelment/verify', values);
    if (res.ok) {
      setLeaving(true);
      // A full navigation, so the browser's back button returns to pages rendered from the saved progress.
      window.location.assign(res.data.next);
      return;
    }
    if (res.fieldErrors.otp) {
      setNotice(null);
      setError('otp', { type: 'server', message: res.fieldErrors.otp });
      setFocus('otp');
    } else {
      setProblem(res.message);
    }
  }

  return (
    <form
      onSubmit={
        otpSent
          ? handleSubmit(onSubmit)
          : (e) => {
              // Before the OTP exists, Enter in a field asks for one.
              e.preventDefault();
              void onGenerate();
            }
      }
      noValidate
      className="mt-5 space-y-4"
    >
      {(problem || missing) && <Alert tone="error">{problem ?? BASICS_MESSAGES.allMandatory}</Alert>}
      {notice && !problem && <Alert tone="success">{notice}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="ARN Code"
          hint="For example ARN-123456."
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={ARN_MAX}
          required
          className="uppercase"
          error={fieldError('arnCode')}
          aria-invalid={invalid('arnCode')}
          {...register('arnCode', { onBlur: onArnBlur })}
        />
        <TextField
          label="PAN"
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={PAN_MAX}
          required
          className="uppercase"
          error={fieldError('pan')}
          aria-invalid={invalid('pan')}
          {...register('pan')}
        />
        <TextField
          label="Email ID"
          type="email"
          autoComplete="email"
          maxLength={EMAIL_MAX}
          required
          error={fieldError('email')}
          aria-invalid={invalid('email')}
          {...register('email')}
        />
        <TextField
          label="Mobile Number"
          {...numberInputProps}
          autoComplete="tel-national"
          maxLength={MOBILE_MAX}
          required
          error={fieldError('mobile')}
          aria-invalid={invalid('mobile')}
          {...register('mobile')}
        />
      </div>
      <Button variant="secondary" onClick={() => void onGenerate()} busy={sending} busyLabel="Sending OTP…">
        {otpSent ? 'Resend OTP' : 'Generate OTP'}
      </Button>
      {otpSent && (
        <>
          <TextField
            label="OTP"
            {...numberInputProps}
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
            required
            containerClassName="max-w-xs"
            hint="The six-digit code sent to your mobile number and e-mail."
            error={fieldError('otp')}
            aria-invalid={invalid('otp')}
            {...register('otp')}
          />
          <Button type="submit" busy={isSubmitting || leaving} busyLabel="Verifying…" className="w-full sm:w-auto">
            Submit
          </Button>
        </>
      )}
    </form>
  );
}
