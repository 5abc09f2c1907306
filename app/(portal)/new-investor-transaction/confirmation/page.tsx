import type { Metadata } from 'next';
import { NoInvestor } from '@/components/transactions/NoInvestor';
import type { ApplicationResult } from '@/lib/journeys/new-investor';
import { formatIndian } from '@/lib/money';
import { INVESTOR_OTP_NOTE } from '@/lib/rules/otp';
import { requireDistributor } from '@/server/auth/session';
import { enterNewInvestorStep } from '@/server/services/onboarding/new-investor-journey';
import { FinishButton } from './FinishButton';

export const metadata: Metadata = { title: 'Confirmation' };

export default async function ConfirmationPage() {
  const auth = await requireDistributor();
  const journey = await enterNewInvestorStep(auth.session.userId, 'confirmation');
  if (!journey) return <NoInvestor title="Confirmation" />;
  const r = journey.state['payment-details'] as ApplicationResult;
  const rows: [string, string][] = [
    ['Scheme', r.schemeDescription],
    ['Application Number', r.applicationNumber],
    ['Amount', `₹ ${formatIndian(r.amount)}`],
    ['Distributor Name', r.distributorName],
    ['Payment Type', r.payMode],
  ];
  return (
    <div className="mt-4 space-y-5">
      <p className="text-sm text-ink">
        The {r.type === 'iSIP' ? 'iSIP' : 'lumpsum'} application has been submitted. The investor has been sent an e-mail to pay and authorise it.
      </p>
      <p className="text-sm text-ink">{INVESTOR_OTP_NOTE}</p>
      <dl className="grid gap-3 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="rounded-field border border-line p-3">
            <dt className="text-xs text-ink-muted">{label}</dt>
            <dd className="text-sm font-medium text-ink break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-ink-muted">Units appear in the account statement within 2 working days of the payment.</p>
      <FinishButton />
    </div>
  );
}
