import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { EmpanelmentFrame } from '@/components/empanelment/EmpanelmentFrame';
import { UpstreamError } from '@/server/fundhouse/errors';
import { loadCities } from '@/server/services/empanelment';
import { canOpen, readProgress, STEP_PATHS } from '@/server/services/empanelment-flow';
import { BankForm } from './BankForm';

export const metadata: Metadata = {
  title: 'Empanelment: Bank details',
  description: 'Step 2 of distributor empanelment: the bank account for commission payments, AMC branch and RM.',
  alternates: { canonical: '/distributor-empanellement/bank-details' },
};

export default async function EmpanelmentBankPage() {
  const progress = await readProgress();
  if (!canOpen(progress, 'bank') || !progress.registry) redirect(STEP_PATHS.basics);
  let cities: string[] = [];
  let citiesError: string | null = null;
  try {
    cities = await loadCities();
  } catch (err) {
    // The seed alerts a failed city list as 'Error:' and the message; the rest of the form still works.
    citiesError = `Error: ${err instanceof UpstreamError ? err.userMessage.trim() : 'Something went wrong'}`;
  }
  const r = progress.registry;
  return (
    <EmpanelmentFrame step={1} title="Bank details">
      <p className="mt-1 text-sm text-ink-muted">
        Commissions are paid into this account. Keep the account on your AMFI/KYD record, or enter another one: we
        validate it by crediting Re 1.
      </p>
      <BankForm
        cities={cities}
        citiesError={citiesError}
        registry={{ ifsc: r.ifsc, bnkName: r.bankName, bnkAccnum: r.accountNo, bnkBranch: r.branch, bnkCity: r.bankCity }}
        saved={progress.bank ?? null}
      />
    </EmpanelmentFrame>
  );
}
