'use client';

import { SIP_TYPE_HIDDEN } from '@/lib/forms/sip/sip-fields';
import { MandatePanel } from './MandatePanel';
import { SipForm, type SipFormProps, type SipLeadProps } from './SipForm';

/** A mandate's SIP: the mandate chosen on the list above the form, read-only. */
function MandateLead({ form: { mandate, mode, mandateFix } }: SipLeadProps) {
  return (
    <>
      {mandate && mode !== 'FOLIO' && <MandatePanel mandate={mandate} mode={mode} fix={mandateFix ?? null} />}
      {mode === 'UPI' && !SIP_TYPE_HIDDEN.includes(mode) && <p className="text-sm text-ink">SIP Type: <strong>UPI Autopay</strong></p>}
    </>
  );
}

/** The SIP form of the mandate modes (eNACH, UPI Autopay and the one-time mandates). */
export function MandateSipForm(props: SipFormProps) {
  return <SipForm {...props} lead={MandateLead} />;
}
