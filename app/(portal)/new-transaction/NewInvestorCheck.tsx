'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { bff } from '@/components/bff/client';
import { checkResolver } from '@/components/forms/check-resolver';
import { useKeepTyped } from '@/components/forms/keep-typed';
import { useBffForm } from '@/components/forms/useBffForm';
import { InitiateDialogs } from '@/components/investors/InitiateDialogs';
import { PanField } from '@/components/investors/PanField';
import { transactionTypesPath } from '@/components/investors/row-navigation';
import type { InitiatePrompt } from '@/components/investors/use-initiate-investment';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { NEW_INVESTOR_API, type NewInvestorRequest, type NewInvestorResponse } from '@/lib/api/investors';
import type { JourneyInProgress } from '@/lib/api/new-investor';
import { checkNewInvestorPan } from '@/lib/forms/investors/investor-search-check';
import { JourneysInProgress } from './JourneysInProgress';
import { useNoScriptSubmit } from '@/components/forms/no-script';

/**
 * New investor (seed 000 sections 4 and 5): an individual's PAN. One of the book goes on to the
 * transaction types; a KYC-registered newcomer to the new-investor application; anyone else gets the
 * KYC prompt, whose Continue opens e-KYC.
 */
export function NewInvestorCheck({ inProgress }: { inProgress: readonly JourneyInProgress[] }) {
  const router = useRouter();
  const [prompt, setPrompt] = useState<InitiatePrompt | null>(null);
  const { form, banner: failure, submitWith } = useBffForm<{ pan: string }>({
    resolver: checkResolver(checkNewInvestorPan, ({ pan }) => ({ pan: pan.trim().toUpperCase() })),
    defaultValues: { pan: '' },
  });
  const { formState } = form;
  const register = useKeepTyped(form);

  const check = submitWith(
    ({ pan }) => bff<NewInvestorResponse>(NEW_INVESTOR_API, { body: { pan } satisfies NewInvestorRequest }),
    (res) => {
      if (res.outcome === 'existing') router.push(transactionTypesPath());
      else if (res.outcome === 'new') router.push(res.next);
      else setPrompt({ kind: 'kyc', message: res.message, next: res.next });
    },
  );

  const noScript = useNoScriptSubmit();
  return (
    <div className="space-y-4">
      <form {...noScript} noValidate onSubmit={check} aria-label="Check a new investor's PAN" className="flex flex-wrap items-start gap-2">
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
      <JourneysInProgress journeys={inProgress} />
    </div>
  );
}
