'use client';

import { ProblemList } from '@/components/investors/ProblemList';
import { Alert } from '@/components/ui/Alert';
import { Spinner } from '@/components/ui/Spinner';
import { INVESTOR_PROBLEM_TEXTS } from '@/lib/rules/investor-problems';
import { useInvestorProblems } from './use-investor-detail';

/** What stops the investor from transacting (the same list Today shows for them), each with its fix. */
export function ProblemsPanel({ pan }: { pan: string }) {
  const { data, error } = useInvestorProblems(pan);
  return (
    <section aria-labelledby="investor-problems" className="space-y-2 rounded-card border border-line bg-surface p-4 shadow-card sm:p-5">
      <h2 id="investor-problems" className="text-base font-semibold text-ink">
        What stops a transaction
      </h2>
      {error ? (
        <Alert tone="error">{error}</Alert>
      ) : !data ? (
        <Spinner label="Checking what the registrar holds…" />
      ) : data.problems.length === 0 ? (
        <p className="text-sm text-ink-muted">{INVESTOR_PROBLEM_TEXTS.none}</p>
      ) : (
        <ProblemList problems={data.problems} />
      )}
    </section>
  );
}
