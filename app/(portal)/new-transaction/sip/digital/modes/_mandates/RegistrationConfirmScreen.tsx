import { ConfirmScreen } from '@/components/transactions/ConfirmScreen';
import type { MandateKind } from '@/lib/mandates/rules';
import type { FlowSearch } from '@/server/services/transaction-flow';
import { RegistrationConfirmation } from './RegistrationConfirmation';
import { REGISTRATION_KIND } from './RegistrationScreen';

/** The registration summary (seed 002 section 4.1): the shared confirm screen with the registration's own wording. */
export function RegistrationConfirmScreen({ mandate, search }: { mandate: MandateKind; search: FlowSearch }) {
  return <ConfirmScreen kind={REGISTRATION_KIND[mandate]} search={search} render={(shown) => <RegistrationConfirmation mandate={mandate} {...shown} />} />;
}
