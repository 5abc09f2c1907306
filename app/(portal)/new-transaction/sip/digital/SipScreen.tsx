import Link from 'next/link';
import type { ComponentType } from 'react';
import { NoInvestor } from '@/components/transactions/NoInvestor';
import type { SipFormProps } from '@/components/transactions/sip/SipForm';
import { TransactionScreenFrame } from '@/components/transactions/TransactionScreenFrame';
import { buttonClassName } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import type { SipMode } from '@/lib/forms/sip/sip';
import { fixLinkOf, type FixLink } from '@/lib/transactions/problem-fixes';
import { transactionKind } from '@/server/transactions/registry';
import { flowHref } from '@/lib/transactions/routes';
import { orSignIn } from '@/server/auth/session';
import { newFolioNeedsNomination } from '@/server/services/investors/investor-problems';
import { placeLists } from '@/server/services/onboarding/new-investor-lists';
import { euinChoices, newPurchaseChoices, purchaseCategories, purchaseFolios } from '@/server/services/purchase/purchase-lists';
import { chosenMandateFor, NO_MANDATE_MESSAGE, type SipKind } from '@/server/services/sip/sip';
import { chhotiSipRefusalFor, sipOptions } from '@/server/services/sip/sip-lists';
import { loadTransactionDraft } from '@/server/services/transactions/transaction-drafts';
import type { FlowSearch } from '@/server/services/transactions/transaction-flow';
import { openTransactionScreen } from '@/server/transactions/screen';

const MODES_PAGE = '/new-transaction/sip/digital/modes';

/**
 * Beside a mandate rule's refusal on the form: a registration of the mode's mandate with room for the
 * SIP (the panel adds the amount the SIP as typed needs).
 */
const mandateFix = (mode: SipMode, f: string, pan: string): FixLink | null =>
  fixLinkOf('mandate', { pan, f, formHref: '', mandate: { kind: mode === 'UPI' ? 'upi-mandate' : 'enach-mandate', amount: null } });

/**
 * Every SIP form page: the kind's draft, the investor's folios, the lists a restored draft needs, and
 * in a mandate mode the mandate selected on the server. `path` is the page's own address (the one-time
 * mandates' page shares the 'sip-mandate' kind with /modes/transact). `form` is the mode's form, which the
 * page imports, so that each page's code holds its own mode's fields only.
 */
export async function SipScreen({ kind, path, search, form: SipForm }: { kind: SipKind; path: string; search: FlowSearch; form: ComponentType<SipFormProps> }) {
  const KIND = transactionKind(kind);
  const screen = await openTransactionScreen(search, path, (auth, pan) =>
    Promise.all([
      purchaseCategories(), euinChoices(auth, ''), loadTransactionDraft(auth, kind, pan), purchaseFolios(auth, pan),
      chosenMandateFor(auth, kind, pan), chhotiSipRefusalFor(auth, pan),
      // Only the ISIP form opens a folio (a mandate's SIP goes into the mandate's folio).
      kind === 'sip' ? newFolioNeedsNomination(auth, pan) : false,
    ]),
  );
  if (!screen) return <NoInvestor title={KIND.title} />;
  const { auth, flow, investor, data: [categories, arnEuins, draft, folios, mandate, chhotiRefusal, needsNomination] } = screen;
  if (kind !== 'sip' && !mandate) {
    return (
      <TransactionScreenFrame title={KIND.title} screen={screen}>
        <EmptyState
          title={NO_MANDATE_MESSAGE}
          action={<Link href={flowHref(MODES_PAGE, flow.f)} className={buttonClassName('secondary')}>Select Mode of Registration</Link>}
        />
      </TransactionScreenFrame>
    );
  }
  const mode: SipMode = mandate?.mode ?? 'FOLIO';
  const restored = draft?.values.mode === mode ? draft.values : null;
  const category = restored?.category ?? '';
  const [schemes, restoredEuins, frequencies, nomineeLists] = await orSignIn(
    Promise.all([
      category ? newPurchaseChoices(category) : [],
      restored?.subArnCode ? euinChoices(auth, restored.subArnCode) : null,
      restored?.scheme ? sipOptions(auth, restored.scheme) : null,
      // The registrar holds no nomination for the investor: a new folio's SIP carries its own, chosen from these lists.
      needsNomination ? placeLists(auth) : null,
    ]),
  );

  return (
    <TransactionScreenFrame title={KIND.title} screen={screen}>
      <SipForm
        target={{ kind: KIND.kind, f: flow.f, confirm: KIND.confirmPage }}
        mode={mode}
        arn={auth.session.arn}
        investor={{ name: investor.name, email: investor.email, mobile: investor.mobile }}
        folios={folios.filter((f) => !f.zeroBalance).map((f) => f.acno)}
        folioSchemes={Object.fromEntries(folios.map((f) => [f.acno, f.schemes]))}
        categories={categories}
        arnEuins={arnEuins ?? []}
        restoredEuins={restoredEuins}
        draft={restored}
        mandate={mandate ? { acno: mandate.acno, umrn: mandate.umrn, bankName: mandate.bankName, accountNo: mandate.accountNo, maxAmount: mandate.maxAmount, headroom: mandate.headroom, startDate: mandate.startDate, endDate: mandate.endDate } : null}
        restoredSchemes={{ category, folio: null, schemes }}
        restoredOptions={restored?.scheme && frequencies ? { scheme: restored.scheme, frequencies } : null}
        chhotiRefusal={chhotiRefusal}
        mandateFix={mandate ? mandateFix(mode, flow.f, flow.pan) : null}
        nomineeLists={nomineeLists}
      />
    </TransactionScreenFrame>
  );
}
