import 'server-only';
import type { KindKey } from '@/lib/transactions/registry';
import { enachMandateKind, upiMandateKind } from '../services/mandates/mandate-registration';
import { additionalPurchaseKind, lumpsumKind } from '../services/purchase/purchase';
import { redemptionKind } from '../services/redemption/redemption';
import { switchKind } from '../services/redemption/switch';
import { sipEnachKind, sipKind, sipMandateKind, sipUpiKind } from '../services/sip/sip';
import { sipCancellationKind } from '../services/plans/sip-cancellation';
import { sipModificationKind } from '../services/sip/sip-modification';
import { swpKind } from '../services/plans/swp';
import { stpKind } from '../services/plans/stp';
import type { KindModule } from './kind-module';

// Each registered kind's server module. The type demands one for every kind in the registry, so a
// kind added there without its module fails the type check.
export const KIND_MODULES: { [K in KindKey]: KindModule<K> } = {
  'nfo-new-purchase': lumpsumKind,
  'additional-purchase': additionalPurchaseKind,
  redemption: redemptionKind,
  switch: switchKind,
  'enach-mandate': enachMandateKind,
  'upi-mandate': upiMandateKind,
  sip: sipKind,
  'sip-mandate': sipMandateKind,
  'sip-enach': sipEnachKind,
  'sip-upi': sipUpiKind,
  'sip-modification': sipModificationKind,
  'sip-cancellation': sipCancellationKind,
  swp: swpKind,
  stp: stpKind,
};

/** A kind's module, typed for that kind (the table's type holds each entry to its own kind). */
export const kindModule = <K extends KindKey>(kind: K) => KIND_MODULES[kind] as unknown as KindModule<K>;
