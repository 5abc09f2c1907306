import { ConfirmScreen } from '@/components/transactions/ConfirmScreen';
import type { MandateKind } from '@/lib/rules/mandate-registration-limits';
import type { FlowSearch } from '@/server/services/transactions/transaction-flow';
import { sipAwaitingMandate } from '@/server/services/sip/sip-awaiting-mandate';
import { RegistrationConfirmation } from './RegistrationConfirmation';
import { REGISTRATION_KIND } from './registration-kind';

/**
 * The registration summary (seed 002 section 4.1): the shared confirm screen with the registration's own
 * wording, and the way back to a SIP whose draft waits for a mandate of this kind.
 */
export function RegistrationConfirmScreen({ mandate, search }: { mandate: MandateKind; search: FlowSearch }) {
  const kind = REGISTRATION_KIND[mandate];
  return (
    <ConfirmScreen
      kind={kind}
      search={search}
      render={async (shown, at) => <RegistrationConfirmation mandate={mandate} {...shown} backToSip={(await sipAwaitingMandate(at.auth, kind, at.pan, shown.f)) ?? undefined} />}
    />
  );
}
