'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { NewInvestorRequest, NewInvestorResponse } from '@/app/api/investors/new/route';
import { InitiateDialogs } from '@/components/investors/InitiateDialogs';
import { PanField } from '@/components/investors/PanField';
import { transactionTypesPath } from '@/components/investors/row-navigation';
import type { InitiatePrompt } from '@/components/investors/use-initiate-investment';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { newInvestorSchema, type NewInvestorInput } from '@/lib/forms/investor-search';
import { BffError, FALLBACK_MESSAGE, sendJson } from '@/lib/hooks/investor-bff';

/**
 * New investor (seed 000 sections 4 and 5): an individual's PAN. One of the book goes on to the
 * transaction types; a KYC-registered newcomer to the new-investor application; anyone else gets the
 * KYC prompt, whose Continue opens e-KYC.
 */
export function NewInvestorCheck() {
  const router = useRouter();
  const [failure, setFailure] = useState<string | null>(null);
  const [prompt, setPrompt] = useState<InitiatePrompt | null>(null);
  const { register, handleSubmit, formState } = useForm<NewInvestorInput>({
    resolver: zodResolver(newInvestorSchema),
    defaultValues: { pan: '' },
  });

  const check = handleSubmit(async ({ pan }) => {
    setFailure(null);
    try {
      const res = await sendJson<NewInvestorResponse>('/api/investors/new', 'POST', { pan } satisfies NewInvestorRequest);
      if (res.outcome === 'existing') router.push(transactionTypesPath());
      else if (res.outcome === 'new') router.push(res.next);
      else setPrompt({ kind: 'kyc', message: res.message, next: res.next });
    } catch (err) {
      setFailure(err instanceof BffError ? err.message : FALLBACK_MESSAGE);
    }
  });

  return (
    <div className="space-y-4">
      <form noValidate onSubmit={check} aria-label="Check a new investor's PAN" className="flex flex-wrap items-start gap-2">
        <PanField
          registration={register('pan')}
          placeholder="AAAAP9999A"
          hint="An individual's PAN: its fourth character is P."
          error={formState.errors.pan?.message}
        />
        <div className="sm:mt-6">
          <Button type="submit" busy={formState.isSubmitting} busyLabel="Checking…">
            Check PAN
          </Button>
        </div>
      </form>
      {failure && <Alert tone="error">{failure}</Alert>}
      <InitiateDialogs prompt={prompt} onClose={() => setPrompt(null)} />
    </div>
  );
}
