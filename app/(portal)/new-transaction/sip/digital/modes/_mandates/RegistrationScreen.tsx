import { NoInvestor } from '@/components/transactions/NoInvestor';
import { TransactionScreenFrame } from '@/components/transactions/TransactionScreenFrame';
import type { MandateKind } from '@/lib/rules/mandate-registration-limits';
import { MANDATE_AMOUNT_PARAM, mandateAmountOf } from '@/lib/transactions/mandate-fix';
import { transactionKind } from '@/server/transactions/registry';
import { mandateFrequencies, registrarToday, registrationBanks } from '@/server/services/mandates/mandate-registration';
import { mandateFolios } from '@/server/services/mandates/mandates';
import { loadTransactionDraft } from '@/server/services/transactions/transaction-drafts';
import type { FlowSearch } from '@/server/services/transactions/transaction-flow';
import { openTransactionScreen } from '@/server/transactions/screen';
import { MandateRegistrationForm } from './MandateRegistrationForm';
import { REGISTRATION_KIND } from './registration-kind';

/**
 * The registration form of an eNACH or UPI Autopay mandate; `path` is the address it was opened at. Opened
 * from a SIP's mandate fix, its Amount starts with what the SIP needs (checked as typed input is).
 */
export async function RegistrationScreen({ mandate, path, search }: { mandate: MandateKind; path: string; search: FlowSearch }) {
  const kind = transactionKind(REGISTRATION_KIND[mandate]);
  const screen = await openTransactionScreen(search, path, async (auth, pan) => {
    const [folios, frequencies, draft] = await Promise.all([mandateFolios(auth, pan), mandateFrequencies(auth), loadTransactionDraft(auth, kind.kind, pan)]);
    // Back from the summary reopens the draft: its folio's banks come with the page, so its bank shows at once.
    const folio = draft?.values.folio;
    const banks = folio && folios.includes(folio) ? await registrationBanks(auth, pan, folio).catch(() => null) : null;
    const restoredBanks = folio && banks ? { folio, banks: banks.map(({ accountNo: _full, bankCode: _code, bankName: _name, ...b }) => b) } : null;
    return [folios, frequencies, draft, restoredBanks] as const;
  });
  if (!screen) return <NoInvestor title={kind.title} />;
  const [folios, frequencies, draft, restoredBanks] = screen.data;
  return (
    <TransactionScreenFrame title={kind.title} screen={screen}>
      <MandateRegistrationForm
        target={{ kind: kind.kind, f: screen.flow.f, confirm: kind.confirmPage }}
        kind={mandate}
        investor={screen.investor}
        folios={folios}
        frequencies={frequencies}
        today={registrarToday()}
        draft={draft?.values ?? null}
        amount={mandateAmountOf(search[MANDATE_AMOUNT_PARAM])}
        restoredBanks={restoredBanks}
      />
    </TransactionScreenFrame>
  );
}
