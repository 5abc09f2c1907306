import { NoInvestor } from '@/components/transactions/NoInvestor';
import { TransactionScreenFrame } from '@/components/transactions/TransactionScreenFrame';
import type { MandateKind } from '@/lib/mandates/rules';
import { transactionKind } from '@/lib/transactions/registry';
import { mandateFrequencies, registrarToday } from '@/server/services/mandate-registration';
import { mandateFolios } from '@/server/services/mandates';
import { loadTransactionDraft } from '@/server/services/transaction-drafts';
import type { FlowSearch } from '@/server/services/transaction-flow';
import { openTransactionScreen } from '@/server/transactions/screen';
import { MandateRegistrationForm } from './MandateRegistrationForm';

export const REGISTRATION_KIND = { ENACH: 'enach-mandate', UPI: 'upi-mandate' } as const;

/** The registration form of an eNACH or UPI Autopay mandate; `path` is the address it was opened at. */
export async function RegistrationScreen({ mandate, path, search }: { mandate: MandateKind; path: string; search: FlowSearch }) {
  const kind = transactionKind(REGISTRATION_KIND[mandate]);
  const screen = await openTransactionScreen(search, path, (auth, pan) =>
    Promise.all([mandateFolios(auth, pan), mandateFrequencies(auth), loadTransactionDraft(auth, kind.kind, pan)]),
  );
  if (!screen) return <NoInvestor title={kind.title} />;
  const [folios, frequencies, draft] = screen.data;
  return (
    <TransactionScreenFrame title={kind.title} screen={screen}>
      <MandateRegistrationForm
        target={{ kind: kind.kind, f: screen.flow.f, confirm: kind.confirm }}
        kind={mandate}
        investor={screen.investor}
        folios={folios}
        frequencies={frequencies}
        today={registrarToday()}
        draft={draft?.values ?? null}
      />
    </TransactionScreenFrame>
  );
}
