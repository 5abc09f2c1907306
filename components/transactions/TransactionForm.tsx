'use client';

import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { BffForm } from '@/components/forms/BffForm';
import type { FixLink } from '@/lib/transactions/problem-fixes';

export interface TransactionFormProps<T extends FieldValues> {
  kit: { form: UseFormReturn<T>; banner: string | null; bannerFix?: FixLink | null; busy: boolean; onSubmit: () => void };
  /** Shown above the fields, after the banner (a warning about the investor's folios, say). */
  notice?: ReactNode;
  /** The button's own words where a seed names it otherwise (SIP Modification's Proceed); Submit by default. */
  submit?: { label: string; busyLabel: string };
  children: ReactNode;
}

const SUBMIT = { label: 'Submit', busyLabel: 'Submitting…' };

/** Every transaction form's frame: the kit's form in a card, its fields, and one Submit on a ruled footer. */
export function TransactionForm<T extends FieldValues>({ kit, notice, submit = SUBMIT, children }: TransactionFormProps<T>) {
  return (
    <BffForm
      kit={kit}
      onSubmit={kit.onSubmit}
      notice={notice}
      submit={{ ...submit, className: 'w-full sm:w-auto' }}
      className="space-y-6 rounded-card border border-line bg-surface p-4 shadow-card sm:p-5"
      footerClassName="flex justify-end border-t border-line pt-4"
    >
      {children}
    </BffForm>
  );
}
