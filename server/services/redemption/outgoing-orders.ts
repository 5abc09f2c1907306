import 'server-only';
import { approximation, exitLoadText, MODE_LABELS, TYPE_LABELS, unitsText, type RedemptionValues } from '@/lib/forms/redemption/redemption';
import { SECTIONS, type ConfirmationView, type ConfirmResult, type SummaryRow, type SummarySection } from '@/lib/transactions/confirmation';
import type { DistributorAuth } from '../../auth/session';
import { env } from '../../env';
import { orderByRequestRef } from '../../fundhouse/endpoints/redemption';
import { upstream } from '../../fundhouse/upstream';
import type { ExitQuote, OutgoingHolding } from './redemption-holdings';
import { investorSection } from '../transactions/summary-rows';
import type { BookInvestor } from '../transactions/transaction-investor';

// What the two orders that take units out of a holding share (redemption and switch): their summary,
// and how the registrar is asked what became of a save whose answer was lost.

type OutgoingValues = RedemptionValues | { type: 'P' | 'F'; mode: 'U' | 'A'; value: string };

/** The details every outgoing summary shows: what leaves the holding, its approximation and the exit load. */
function outgoingDetails(v: OutgoingValues, quote: ExitQuote, prefix: string) {
  const approx = approximation(v.mode, quote);
  return [
    { label: `${prefix} Type`, value: TYPE_LABELS[v.type] },
    { label: `${prefix} Mode`, value: MODE_LABELS[v.mode] },
    ...(v.mode === 'U' ? [{ label: 'Units', value: unitsText(v.value) }] : []),
    approx,
    { label: 'NAV as on Date', value: `₹${quote.nav} (${quote.navDate})` },
    { label: 'Exit Load', value: exitLoadText(quote.percent, quote.load) },
    { label: 'Exit Load Rule', value: quote.remarks },
  ];
}

/** The confirmation of an order that takes units out of a holding (redemption, switch). */
export function outgoingView(o: {
  title: string;
  kind: 'Redemption' | 'Switch';
  investor: BookInvestor;
  acno: string;
  holding: OutgoingHolding;
  values: OutgoingValues;
  quote: ExitQuote;
  /** The kind's own rows, before and after the outgoing ones. */
  before?: SummaryRow[];
  after?: SummaryRow[];
  /** The kind's own sections after the transaction's. */
  more?: SummarySection[];
}): ConfirmationView {
  return {
    title: o.title,
    amount: o.values.mode === 'A' ? Number(o.values.value) : null,
    sections: [
      investorSection(o.investor),
      {
        title: SECTIONS.transaction,
        rows: [
          { label: 'Transaction Type', value: o.kind },
          { label: 'Scheme', value: o.holding.label, fact: 'scheme' },
          { label: 'Folio', value: o.acno, fact: 'folio' },
          ...(o.before ?? []),
          ...outgoingDetails(o.values, o.quote, o.kind),
          ...(o.after ?? []),
        ],
      },
      ...(o.more ?? []),
    ],
  };
}

/** What became of a save under `ref`: the transaction it made, or null when none was made. */
export async function orderOutcome(auth: DistributorAuth, trtype: 'RED' | 'SWITCH', ref: string): Promise<ConfirmResult | null> {
  const answer = await upstream(orderByRequestRef, { Fund: env().FUND_CODE, Trtype: trtype, RequestRef: ref }, { token: auth.token });
  const reference = answer.DtData[0]?.REFNO?.trim();
  return reference ? { reference } : null;
}
