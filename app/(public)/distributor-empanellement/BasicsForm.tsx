'use client';

import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import {
  EMPANELMENT_ARN_API, EMPANELMENT_OTP_API, EMPANELMENT_VERIFY_API, type EmpanelmentArnResponse, type EmpanelmentOtpResponse,
  type EmpanelmentVerifyResponse,
} from '@/lib/api/empanelment';
import { bff } from '@/components/bff/client';
import { basicsResolver, isMissing } from '@/components/empanelment/basics-resolver';
import { numberInputProps } from '@/components/empanelment/number-keys';
import { TextInput } from '@/components/forms/TextInput';
import { useBffForm } from '@/components/forms/useBffForm';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import type { EmpanelmentBasicsInput, EmpanelmentOtpRequest } from '@/lib/forms/empanelment/empanelment-basics';
import { ARN_MAX, BASICS_MESSAGES, EMAIL_MAX, MOBILE_MAX, OTP_LENGTH, PAN_MAX } from '@/lib/forms/empanelment/empanelment-basics-fields';
import { VerifiedSummary } from './VerifiedSummary';
import { refuses } from '@/components/forms/refusal';
import { useNoScriptSubmit } from '@/components/forms/no-script';

const OTP_FIELDS = ['arnCode', 'pan', 'email', 'mobile'] as const;
const post = <T,>(url: string, body: unknown) => bff<T>(url, { body, public: true });
// The schemas come with the form's resolver, which starts loading them as the page opens; they are
// read from there rather than bundled into the page.
const schemas = () => import('@/lib/forms/empanelment/empanelment-basics');

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
  const [notice, setNotice] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // The ARN the registrar last accepted, so leaving the field again does not ask again.
  const [checkedArn, setCheckedArn] = useState(initial?.arnCode ?? '');
  const { form, banner, setBanner, busy, submitWith } = useBffForm<EmpanelmentBasicsInput>({
    resolver: basicsResolver,
    defaultValues: { arnCode: initial?.arnCode ?? '', pan: initial?.pan ?? '', email: initial?.email ?? '', mobile: initial?.mobile ?? '', otp: '' },
  });
  const { trigger, getValues, setValue, setFocus, clearErrors } = form;
  const { errors } = form.formState;

  // An empty field is announced once, above the form, as the seed asks; the field itself is only marked invalid.
  const missing = isMissing(errors);
  const invalid = (name: keyof EmpanelmentBasicsInput) => (errors[name] ? true : undefined);
  // A field marked by the last Generate OTP is checked again as it is corrected, so its mark and the
  // banner go as soon as the problem does, not at the next press.
  const recheck = (name: keyof EmpanelmentBasicsInput) => () => {
    if (form.getFieldState(name).error) void trigger(name);
  };

  const refuseArn = (message: string) => {
    setBanner(message);
    setValue('arnCode', '');
    setCheckedArn('');
  };

  async function onArnBlur() {
    const parsed = (await schemas()).empanelmentArnSchema.safeParse({ arnCode: getValues('arnCode') });
    if (!parsed.success) return;
    const arn = parsed.data.arnCode;
    setValue('arnCode', arn);
    if (arn === checkedArn) return;
    const res = await post<EmpanelmentArnResponse>(EMPANELMENT_ARN_API, { arnCode: arn });
    if (res.ok) {
      setCheckedArn(arn);
      setBanner(null);
    } else {
      refuseArn(res.message);
    }
  }

  async function onGenerate() {
    setBanner(null);
    setNotice(null);
    clearErrors('otp');
    // Busy from the first moment, so a second click cannot send a second request.
    setSending(true);
    if (!(await trigger([...OTP_FIELDS]))) return setSending(false);
    const res = await post<EmpanelmentOtpResponse>(EMPANELMENT_OTP_API, (await schemas()).empanelmentOtpRequestSchema.parse(getValues()));
    setSending(false);
    if (!res.ok) {
      if (refuses(res, 'arnCode')) refuseArn(res.message);
      else setBanner(res.message);
      return;
    }
    setCheckedArn(getValues('arnCode'));
    setOtpSent(true);
    setNotice(res.data.message);
    setTimeout(() => setFocus('otp'), 0);
  }

  const onSubmit = submitWith(
    async (values) => {
      const res = await post<EmpanelmentVerifyResponse>(EMPANELMENT_VERIFY_API, values);
      // A wrong code shows on its field; the earlier 'OTP sent' notice would contradict it.
      if (!res.ok && refuses(res, 'otp')) setNotice(null);
      return res;
    },
    (answer) => {
      // A full navigation, so the browser's back button returns to pages rendered from the saved progress.
      window.location.assign(answer.next);
      return 'leave';
    },
  );

  const upper = { autoComplete: 'off', autoCapitalize: 'characters', className: 'uppercase', required: true } as const;
  const noScript = useNoScriptSubmit();
  return (
    <FormProvider {...form}>
      <form
        {...noScript}
        onSubmit={
          otpSent
            ? onSubmit
            : (e) => {
                // Before the OTP exists, Enter in a field asks for one.
                e.preventDefault();
                void onGenerate();
              }
        }
        noValidate
        className="mt-5 space-y-4"
      >
        {(banner || missing) && <Alert tone="error">{banner ?? BASICS_MESSAGES.allMandatory}</Alert>}
        {notice && !banner && <Alert tone="success">{notice}</Alert>}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput
            name="arnCode"
            label="ARN Code"
            hint="For example ARN-123456."
            {...upper}
            maxLength={ARN_MAX}
            aria-invalid={invalid('arnCode')}
            rules={{ onBlur: onArnBlur, onChange: recheck('arnCode') }}
          />
          <TextInput name="pan" label="PAN" {...upper} maxLength={PAN_MAX} aria-invalid={invalid('pan')} rules={{ onChange: recheck('pan') }} />
          <TextInput
            name="email"
            label="Email ID"
            type="email"
            autoComplete="email"
            maxLength={EMAIL_MAX}
            required
            aria-invalid={invalid('email')}
            rules={{ onChange: recheck('email') }}
          />
          <TextInput
            name="mobile"
            label="Mobile Number"
            {...numberInputProps}
            autoComplete="tel-national"
            maxLength={MOBILE_MAX}
            required
            aria-invalid={invalid('mobile')}
            rules={{ onChange: recheck('mobile') }}
          />
        </div>
        <Button variant="secondary" onClick={() => void onGenerate()} busy={sending} busyLabel="Sending OTP…">
          {otpSent ? 'Resend OTP' : 'Generate OTP'}
        </Button>
        {otpSent && (
          <>
            <TextInput
              name="otp"
              label="OTP"
              {...numberInputProps}
              autoComplete="one-time-code"
              maxLength={OTP_LENGTH}
              required
              containerClassName="max-w-xs"
              hint="The six-digit code sent to your mobile number and e-mail."
              aria-invalid={invalid('otp')}
            />
            <Button type="submit" busy={busy} busyLabel="Verifying…" className="w-full sm:w-auto">
              Submit
            </Button>
          </>
        )}
      </form>
    </FormProvider>
  );
}
