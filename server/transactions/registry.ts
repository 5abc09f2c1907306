import 'server-only';
import type { z } from 'zod';
import { enachMandateKind, upiMandateKind } from '../services/mandates/mandate-registration';
import { additionalPurchaseKind, lumpsumKind } from '../services/purchase/purchase';
import { redemptionKind } from '../services/redemption/redemption';
import { switchKind } from '../services/redemption/switch';
import { sipEnachKind, sipKind, sipMandateKind, sipUpiKind } from '../services/sip/sip';
import { sipCancellationKind } from '../services/plans/sip-cancellation';
import { sipModificationKind } from '../services/sip/sip-modification';
import { swpKind } from '../services/plans/swp';
import { stpKind } from '../services/plans/stp';
import type { TransactionKind } from './kind';

// Every transaction the portal starts, one line a kind. Each kind is declared once beside its service
// (./kind.ts: its type, titles, routes, schema and steps); the confirm route's dispatch, the draft kinds,
// what the types page clears, the tracker's labels and the pages' titles and targets derive from this
// list (seed 000 sections 2 and 4, seed 001 section 2). The types (tiles and choosers) are
// lib/transactions/types.ts. Only the server reads it: the browser is handed routes and titles.

const declared = () =>
  [
    lumpsumKind,
    additionalPurchaseKind,
    redemptionKind,
    switchKind,
    enachMandateKind,
    upiMandateKind,
    sipKind,
    sipMandateKind,
    sipEnachKind,
    sipUpiKind,
    sipModificationKind,
    sipCancellationKind,
    swpKind,
    stpKind,
  ] as const;

type Declared = ReturnType<typeof declared>;
let kinds: Declared | null = null;
let byKey: ReadonlyMap<string, TransactionKind> | null = null;

/**
 * Every kind, in the registry's order. Read when first asked for, not when this module loads: the services
 * that declare the kinds also read the registry (a stored draft is parsed by its kind's schema), so a
 * service loaded first would otherwise find its own kind not declared yet.
 */
export const transactionKinds = (): Declared => (kinds ??= declared());
const byKeys = () => (byKey ??= new Map(transactionKinds().map((k) => [k.kind, k as unknown as TransactionKind])));

export type KindKey = Declared[number]['kind'];
export type KindOf<K extends KindKey> = Extract<Declared[number], { kind: K }>;
export type KindValues<K extends KindKey> = z.output<KindOf<K>['schema']>;

export const isKind = (key: string): key is KindKey => byKeys().has(key);
/** A kind, typed for that kind: its steps take its own values, for a key known here or a generic one. */
export const transactionKind = <K extends KindKey>(key: K) => byKeys().get(key) as unknown as TransactionKind<K, KindOf<K>['schema']>;

/**
 * Drafts the SIP screens keep beside the kinds' own (the chosen mandate, folio and bank); the types
 * page clears them with the kinds it clears.
 */
export const SIDE_DRAFTS = ['mandate', 'folio', 'bank'] as const;

/** Every draft kind the store may hold. */
export const draftKinds = (): string[] => [...transactionKinds().map((k) => k.kind), ...SIDE_DRAFTS];

/** Opening the transaction types page clears these (seed 000 section 4). */
export const clearedByTypesPage = (): string[] => [...transactionKinds().filter((k) => k.clearedByTypesPage).map((k) => k.kind), ...SIDE_DRAFTS];
