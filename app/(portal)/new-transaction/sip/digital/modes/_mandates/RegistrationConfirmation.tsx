'use client';

import { Confirmation, type ConfirmationProps } from '@/components/transactions/Confirmation';
import { SummarySections } from '@/components/transactions/SummarySections';
import { mandateApprovalNote, registrationSuccessText, REGISTRATION_SUCCESS_TITLE } from '@/lib/mandates/messages';
import type { MandateKind } from '@/lib/rules/mandate-registration-limits';

const DASHBOARD = '/dashboard';

export type RegistrationConfirmationProps = Omit<ConfirmationProps, 'summary' | 'successText' | 'successTitle' | 'doneHref' | 'navNote' | 'confirmLabel' | 'busyLabel' | 'tracked'> & {
  mandate: MandateKind;
  /** The SIP this mandate was registered for, when its draft waits for it: the way back once submitted. */
  backToSip?: ConfirmationProps['onward'];
};

/**
 * The shared confirmation (one key per draft, a lost answer checked before anything is sent again) with
 * the registration's Submit, its success wording and title (seed 002 section 4.1); closing goes to the
 * dashboard, and a registration made for a SIP also offers the way back to it.
 */
export function RegistrationConfirmation({ mandate, backToSip, ...props }: RegistrationConfirmationProps) {
  return (
    <Confirmation
      {...props}
      summary={
        <>
          <SummarySections view={props.view} />
          <div className="space-y-1 text-sm text-ink">
            <h2 className="font-semibold">How the investor approves</h2>
            <p>{mandateApprovalNote(mandate)}</p>
          </div>
        </>
      }
      successText={(reference) => registrationSuccessText(mandate, reference)}
      successTitle={REGISTRATION_SUCCESS_TITLE}
      doneHref={DASHBOARD}
      navNote={false}
      confirmLabel="Submit"
      busyLabel="Submitting…"
      // A registered mandate is not a transaction: no 'another transaction' beside Close, no timeline to track.
      another={undefined}
      onward={backToSip}
      tracked={false}
    />
  );
}
