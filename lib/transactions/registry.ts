import type { z } from 'zod';
import { additionalPurchaseSchema } from '@/lib/forms/additional-purchase';
import { lumpsumSchema } from '@/lib/forms/lumpsum';
import { enachRegistrationSchema, upiRegistrationSchema } from '@/lib/forms/mandate-registration';
import type { PhygitalRequestType } from '@/lib/forms/physical-upload';
import { redemptionSchema } from '@/lib/forms/redemption';
import { sipSchema } from '@/lib/forms/sip';
import { sipCancellationSchema } from '@/lib/forms/sip-cancellation';
import { sipModificationValuesSchema } from '@/lib/forms/sip-modification';
import { swpSchema } from '@/lib/forms/swp';
import { stpSchema } from '@/lib/forms/stp';
import { switchSchema } from '@/lib/forms/switch';

// Every transaction the portal starts is declared here once. The types page's tiles, the mode
// chooser, the routes of each form and its confirm screen, the breadcrumb titles, the draft kinds
// and what the types page clears all derive from these two lists (seed 000 sections 2 and 4,
// seed 001 section 2). A kind that has a form also has one server module (server/transactions/).

/** A transaction type: a tile on the types page (or an entry of its own) and its Digital/Physical chooser. */
export interface TransactionType {
  type: string;
  /** The mode chooser's line and the breadcrumb of /new-transaction/{type}. */
  title: string;
  /** The breadcrumb, where it is shorter than the title. */
  crumb?: string;
  /** The tile on the types page; absent for types reached another way (NCT, eNACH). */
  tile?: { label: string; description: string; /** Offered to every investor, not only holders of the fund house's schemes. */ always: boolean };
  /** Where the Digital card leads. */
  digital: string;
  /** Which physical request the Physical card uploads, or null where there is no physical mode. */
  physical: PhygitalRequestType | null;
}

/** A transaction kind: one form, one confirm screen, one draft, one server module. */
export interface TransactionKind<S extends z.ZodType = z.ZodType> {
  kind: string;
  /** The type whose chooser (or mode tiles) leads here. */
  type: string;
  /** The form's title. */
  title: string;
  /** The confirm screen's title when there is nothing to confirm (the summary brings its own). */
  summaryTitle: string;
  form: string;
  confirm: string;
  /** The form's submit schema: the browser checks it, the BFF parses it again, the draft is its output. */
  schema: S;
  /** Opening the types page clears this kind's draft (seed 000 section 4: SIP, switch, STP). */
  clearedByTypesPage: boolean;
  /**
   * Whether a day's NAV applies, which the confirmation then explains: a pause, a cancellation, a
   * modification or a mandate buys and sells no units.
   */
  navApplies: boolean;
}

const NT = '/new-transaction';
const transact = (type: string) => `${NT}/${type}/digital/transact`;
/** The mandate registration forms (seed 002 section 2.1). */
const ENACH_FORM = `${NT}/sip/digital/modes/enach-folios/eNACH`;
const UPI_FORM = `${NT}/sip/digital/modes/upi-folios/upi`;
const SIP_MODES = `${NT}/sip/digital/modes`;

export const TRANSACTION_TYPES_LIST = [
  { type: 'nfo-new-purchase', title: 'New Purchase', tile: { label: 'New Purchase + SIP (new folio)', description: 'Invest a lumpsum in a new folio.', always: true }, digital: transact('nfo-new-purchase'), physical: 'new' },
  { type: 'sip', title: 'SIP', tile: { label: 'SIP', description: 'Register a systematic investment plan.', always: true }, digital: `${NT}/sip/digital/modes`, physical: 'isip' },
  { type: 'additional-purchase', title: 'Additional Purchase', tile: { label: 'Additional Purchase', description: 'Invest more in an existing folio.', always: false }, digital: transact('additional-purchase'), physical: 'add' },
  { type: 'redemption', title: 'Redemption', tile: { label: 'Redemption', description: 'Redeem units or an amount.', always: false }, digital: transact('redemption'), physical: 'red' },
  { type: 'switch', title: 'Switch', tile: { label: 'Switch', description: 'Move an investment to another scheme.', always: false }, digital: transact('switch'), physical: 'swop' },
  { type: 'stp', title: 'STP', tile: { label: 'STP', description: 'Transfer systematically to another scheme.', always: false }, digital: transact('stp'), physical: null },
  { type: 'swp', title: 'SWP', tile: { label: 'SWP', description: 'Withdraw systematically.', always: false }, digital: transact('swp'), physical: null },
  { type: 'sip-cancellation', title: 'SIP Pause/Cancellation', crumb: 'SIP Cancellation', tile: { label: 'Pause/Cancellation', description: 'Pause or cancel a SIP, STP or SWP.', always: false }, digital: transact('sip-cancellation'), physical: null },
  { type: 'nct-type', title: 'Non-Commercial Transaction', crumb: 'NCT', digital: transact('nct-type'), physical: null },
  { type: 'eNACH', title: 'eNACH', digital: transact('eNACH'), physical: null },
] as const satisfies readonly TransactionType[];

const kind = <K extends string, S extends z.ZodType>(k: TransactionKind<S> & { kind: K }) => k;

export const TRANSACTION_KINDS_LIST = [
  kind({ kind: 'nfo-new-purchase', type: 'nfo-new-purchase', title: 'Lumpsum', summaryTitle: 'LUMPSUM SUMMARY', form: transact('nfo-new-purchase'), confirm: `${transact('nfo-new-purchase')}/confirm`, schema: lumpsumSchema, clearedByTypesPage: false, navApplies: true }),
  kind({ kind: 'additional-purchase', type: 'additional-purchase', title: 'Additional Purchase', summaryTitle: 'ADDITIONAL PURCHASE SUMMARY', form: transact('additional-purchase'), confirm: `${transact('additional-purchase')}/confirm`, schema: additionalPurchaseSchema, clearedByTypesPage: false, navApplies: true }),
  kind({ kind: 'redemption', type: 'redemption', title: 'Redemption', summaryTitle: 'Redemption Payment Summary', form: transact('redemption'), confirm: `${transact('redemption')}/confirm`, schema: redemptionSchema, clearedByTypesPage: false, navApplies: true }),
  kind({ kind: 'switch', type: 'switch', title: 'Switch', summaryTitle: 'Switch Payment Summary', form: transact('switch'), confirm: `${transact('switch')}/confirm`, schema: switchSchema, clearedByTypesPage: true, navApplies: true }),
  kind({ kind: 'enach-mandate', type: 'sip', title: 'eNACH Registration', summaryTitle: 'eNACH Registration Summary', form: ENACH_FORM, confirm: `${ENACH_FORM}/confirm`, schema: enachRegistrationSchema, clearedByTypesPage: false, navApplies: false }),
  kind({ kind: 'upi-mandate', type: 'sip', title: 'UPI Autopay Registration', summaryTitle: 'UPI Autopay Registration Summary', form: UPI_FORM, confirm: `${UPI_FORM}/confirm`, schema: upiRegistrationSchema, clearedByTypesPage: false, navApplies: false }),
  // The SIP form (seed 001 section 2): new or existing folio, and in a selected mandate's mode; the
  // one-time mandates' form (modes/otm-with-isip/transact) is the 'sip-mandate' kind's too.
  kind({ kind: 'sip', type: 'sip', title: 'SIP Registration', summaryTitle: 'SIP Registration Summary', form: transact('sip'), confirm: `${transact('sip')}/confirm`, schema: sipSchema, clearedByTypesPage: true, navApplies: true }),
  kind({ kind: 'sip-mandate', type: 'sip', title: 'SIP Registration', summaryTitle: 'SIP Registration Summary', form: `${SIP_MODES}/transact`, confirm: `${SIP_MODES}/transact/confirm`, schema: sipSchema, clearedByTypesPage: true, navApplies: true }),
  kind({ kind: 'sip-enach', type: 'sip', title: 'SIP Registration', summaryTitle: 'SIP Registration Summary', form: `${SIP_MODES}/enach-folios/transact`, confirm: `${SIP_MODES}/enach-folios/transact/confirm`, schema: sipSchema, clearedByTypesPage: true, navApplies: true }),
  kind({ kind: 'sip-upi', type: 'sip', title: 'SIP Registration', summaryTitle: 'SIP Registration Summary', form: `${SIP_MODES}/upi-folios/transact`, confirm: `${SIP_MODES}/upi-folios/transact/confirm`, schema: sipSchema, clearedByTypesPage: true, navApplies: true }),
  // A live SIP's modification (seed 002 sections 2.1 and 4.4): chosen on the live-SIP table, its own summary route.
  kind({ kind: 'sip-modification', type: 'sip', title: 'SIP Modification', summaryTitle: 'SIP Modification Summary', form: `${SIP_MODES}/sipModification`, confirm: `${SIP_MODES}/sipModificationSummary`, schema: sipModificationValuesSchema, clearedByTypesPage: false, navApplies: false }),
  kind({ kind: 'sip-cancellation', type: 'sip-cancellation', title: 'SIP Pause/Cancellation', summaryTitle: 'SIP Pause/Cancellation Summary', form: transact('sip-cancellation'), confirm: `${transact('sip-cancellation')}/confirm`, schema: sipCancellationSchema, clearedByTypesPage: false, navApplies: false }),
  kind({ kind: 'swp', type: 'swp', title: 'SWP Plan', summaryTitle: 'SWP Payment Summary', form: transact('swp'), confirm: `${transact('swp')}/confirm`, schema: swpSchema, clearedByTypesPage: false, navApplies: true }),
  kind({ kind: 'stp', type: 'stp', title: 'STP Plan', summaryTitle: 'STP Payment Summary', form: transact('stp'), confirm: `${transact('stp')}/confirm`, schema: stpSchema, clearedByTypesPage: true, navApplies: true }),
] as const;

export type TransactionTypeKey = (typeof TRANSACTION_TYPES_LIST)[number]['type'];
export type KindKey = (typeof TRANSACTION_KINDS_LIST)[number]['kind'];
export type KindOf<K extends KindKey> = Extract<(typeof TRANSACTION_KINDS_LIST)[number], { kind: K }>;
export type KindValues<K extends KindKey> = z.output<KindOf<K>['schema']>;

const TYPES = new Map<string, TransactionType>(TRANSACTION_TYPES_LIST.map((t) => [t.type, t]));
const KINDS = new Map<string, (typeof TRANSACTION_KINDS_LIST)[number]>(TRANSACTION_KINDS_LIST.map((k) => [k.kind, k]));

export const transactionType = (type: string): TransactionType | null => TYPES.get(type) ?? null;
export const isKind = (key: string): key is KindKey => KINDS.has(key);
export const transactionKind = <K extends KindKey>(key: K): KindOf<K> => KINDS.get(key) as KindOf<K>;

/**
 * Drafts the SIP screens keep beside the kinds' own (the chosen mandate, folio and bank); the types
 * page clears them with the kinds it clears.
 */
export const SIDE_DRAFTS = ['mandate', 'folio', 'bank'] as const;

/** Every draft kind the store may hold. */
export const DRAFT_KINDS: readonly string[] = [...TRANSACTION_KINDS_LIST.map((k) => k.kind), ...SIDE_DRAFTS];

/** Opening the transaction types page clears these (seed 000 section 4). */
export const CLEARED_BY_TYPES_PAGE: readonly string[] = [
  ...TRANSACTION_KINDS_LIST.filter((k) => k.clearedByTypesPage).map((k) => k.kind),
  ...SIDE_DRAFTS,
];

export const modeChooserPath = (type: string) => `${NT}/${type}`;
export const physicalPath = (type: string) => `${NT}/${type}/physical`;

/** The breadcrumb titles of the types' own segments (/new-transaction/{type}). */
export const TYPE_CRUMBS: Readonly<Record<string, string>> = Object.fromEntries(
  TRANSACTION_TYPES_LIST.map((t: TransactionType) => [t.type, t.crumb ?? t.title]),
);
