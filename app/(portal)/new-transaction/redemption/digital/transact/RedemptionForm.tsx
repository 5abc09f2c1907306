'use client';

import { useWatch } from 'react-hook-form';
import { useBffList } from '@/components/bff/useBffList';
import { HoldingPanel } from '@/components/transactions/HoldingPanel';
import { ListSelect } from '@/components/transactions/ListSelect';
import { HoldingSelects } from '@/components/transactions/HoldingSelects';
import { OutgoingFields } from '@/components/transactions/OutgoingFields';
import { TransactionForm } from '@/components/transactions/TransactionForm';
import { useTransactionForm, type TransactionTarget } from '@/components/transactions/useTransactionForm';
import { Alert } from '@/components/ui/Alert';
import { banksPath, type BankChoice, type BanksResponse, type OutgoingFolio } from '@/lib/api/transactions';
import type { RedemptionValues } from '@/lib/forms/redemption/redemption';
import { REDEMPTION_MESSAGES } from '@/lib/forms/redemption/redemption-fields';

export interface RedemptionFormProps {
  target: TransactionTarget;
  folios: OutgoingFolio[];
  draft: RedemptionValues | null;
  restoredBanks: { folio: string; banks: BankChoice[] } | null;
}

const BLANK: RedemptionValues = { folio: '', scheme: '', type: 'P', mode: 'U', value: '', balUnits: '', curValue: '', minAmount: '', bank: '' };
const pickBanks = (d: BanksResponse) => d.banks;
const CLEARED_ON_FOLIO = ['scheme', 'bank', 'balUnits', 'curValue', 'minAmount'] as const;

/** The draft back in the form, if its folio and scheme are still on offer; the figures are today's. */
function initialValues({ folios, draft }: RedemptionFormProps): RedemptionValues {
  const restored: RedemptionValues = { ...BLANK, ...(draft ?? {}) };
  const holding = folios.find((f) => f.acno === restored.folio)?.holdings.find((h) => h.value === restored.scheme);
  if (!holding) return { ...BLANK, folio: folios.some((f) => f.acno === restored.folio) ? restored.folio : '' };
  return { ...restored, balUnits: holding.balUnits, curValue: String(holding.curValue), minAmount: String(holding.minAmount) };
}

export function RedemptionForm(props: RedemptionFormProps) {
  const kit = useTransactionForm<RedemptionValues>(props.target, { schemas: () => import('@/lib/forms/redemption/redemption').then((m) => ({ schema: m.redemptionSchema, live: m.redemptionLiveSchema })), defaultValues: initialValues(props) });
  const { control } = kit.form;
  const [folio, scheme] = useWatch({ control, name: ['folio', 'scheme'] });
  const holdings = props.folios.find((x) => x.acno === folio)?.holdings ?? [];
  const holding = holdings.find((h) => h.value === scheme) ?? null;
  const restored = props.restoredBanks?.folio === folio ? props.restoredBanks.banks : null;
  const banks = useBffList(folio ? banksPath(folio) : null, pickBanks, restored);

  return (
    <TransactionForm kit={kit} notice={props.folios.length === 0 && <Alert tone="warning">{REDEMPTION_MESSAGES.noFolios}</Alert>}>
      <fieldset className="space-y-4">
        <legend className="mb-1 text-base font-semibold text-ink">Redemption</legend>
        <HoldingSelects folios={props.folios} folio={folio} schemeLabel="Scheme" minimum="holding" clearOnFolio={CLEARED_ON_FOLIO} />
        <HoldingPanel holding={holding} />
        <OutgoingFields prefix="Redemption" holdingChosen={!!holding} />
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="mb-1 text-base font-semibold text-ink">Payout</legend>
        <ListSelect name="bank" label="Bank" list={banks} placeholder="Please select the bank" loadingLabel="Loading banks…" disabled={!folio} />
      </fieldset>
    </TransactionForm>
  );
}
