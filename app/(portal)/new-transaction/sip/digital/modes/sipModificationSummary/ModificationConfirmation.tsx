'use client';

import { Confirmation, type ConfirmationProps } from '@/components/transactions/Confirmation';
import { SIPM_BUTTONS, SIPM_MESSAGES } from '@/lib/forms/sip/sip-modification-fields';
import { NEW_TRANSACTION } from '@/lib/transactions/live-sip-routes';
import { ModificationComparison } from './ModificationComparison';

/**
 * The shared confirmation with the modification's own summary, its Submit (seed 002 section 4.4: "Submit
 * there succeeds when Error_code is '0'") and success wording; closing goes to New Transaction.
 */
export function ModificationConfirmation(props: Omit<ConfirmationProps, 'summary' | 'successText' | 'doneHref' | 'navNote' | 'confirmLabel'>) {
  return (
    <Confirmation
      {...props}
      summary={<ModificationComparison view={props.view} />}
      successText={SIPM_MESSAGES.success}
      doneHref={NEW_TRANSACTION}
      navNote={false}
      confirmLabel={SIPM_BUTTONS.submit}
    />
  );
}
