'use client';

import { useNoScriptSubmit } from './no-script';
import type { FormEventHandler, ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { FixText } from '@/components/ui/FixText';
import type { FixLink } from '@/lib/transactions/problem-fixes';

export interface BffFormProps<T extends FieldValues> {
  /** What useBffForm returns. */
  kit: { form: UseFormReturn<T>; banner: string | null; bannerFix?: FixLink | null; busy: boolean };
  onSubmit: FormEventHandler<HTMLFormElement>;
  submit: { label: string; busyLabel: string; className?: string; disabled?: boolean };
  /** Follows the banner's text: a way to start again, say. */
  bannerAction?: ReactNode;
  /** Between the banner and the fields: a confirmation that stays on the form. */
  notice?: ReactNode;
  /** Beside Submit (Resend OTP). */
  actions?: ReactNode;
  onChange?: FormEventHandler<HTMLFormElement>;
  className?: string;
  /** A row of its own for Submit (the long transaction forms end on a ruled footer). */
  footerClassName?: string;
  children: ReactNode;
}

/**
 * A short form against the BFF (sign-up, recovery, the link generators): the context its fields read
 * their registration and errors from, the banner for what no field carries, the fields, and Submit.
 */
export function BffForm<T extends FieldValues>({ kit, onSubmit, submit, bannerAction, notice, actions, onChange, className = 'mt-5 space-y-4', footerClassName, children }: BffFormProps<T>) {
  const button = (
    <Button type="submit" busy={kit.busy} busyLabel={submit.busyLabel} disabled={submit.disabled} className={submit.className}>
      {submit.label}
    </Button>
  );
  const noScript = useNoScriptSubmit();
  return (
    <FormProvider {...kit.form}>
      <form {...noScript} onSubmit={onSubmit} onChange={onChange} noValidate className={className}>
        {kit.banner && (
          <Alert tone="error">
            {kit.banner}
            {kit.bannerFix && <> <FixText fix={kit.bannerFix} /></>}
            {bannerAction && <> {bannerAction}</>}
          </Alert>
        )}
        {notice}
        {children}
        {actions || footerClassName ? (
          <div className={footerClassName ?? 'flex flex-wrap items-center gap-3'}>
            {button}
            {actions}
          </div>
        ) : (
          button
        )}
      </form>
    </FormProvider>
  );
}
