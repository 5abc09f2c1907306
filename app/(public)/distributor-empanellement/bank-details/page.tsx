import type { Metadata } from 'next';
import { empanelmentJourney } from '@/lib/journeys/empanelment';
import { UpstreamError } from '@/server/fundhouse/errors';
import { enterStep } from '@/server/journeys/guard';
import { loadCities } from '@/server/services/empanelment/empanelment';
import { empanelmentProgress } from '@/server/services/empanelment/empanelment-flow';
import { BankForm } from './BankForm';

export const metadata: Metadata = {
  title: 'Empanelment: Bank details',
  description: 'Step 2 of distributor empanelment: the bank account for commission payments, AMC branch and RM.',
  alternates: { canonical: '/distributor-empanellement/bank-details' },
};

export default async function EmpanelmentBankPage() {
  const progress = await enterStep(empanelmentJourney, 'bank-details', empanelmentProgress);
  // The first step is finished only with the registry record in hand; this narrows the type.
  const r = progress.registry;
  if (!r) return null;
  let cities: string[] = [];
  let citiesError: string | null = null;
  try {
    cities = await loadCities();
  } catch (err) {
    // The seed alerts a failed city list as 'Error:' and the message; the rest of the form still works.
    citiesError = `Error: ${err instanceof UpstreamError ? err.userMessage.trim() : 'Something went wrong'}`;
  }
  return (
    <>
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
    </>
  );
}
