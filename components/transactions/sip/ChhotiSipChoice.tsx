'use client';

import { useEffect, useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { CheckboxInput } from '@/components/forms/CheckboxInput';
import type { SipFrequency } from '@/lib/api/sip';
import type { SipValues } from '@/lib/forms/sip/sip';
import { splitSchemePlan } from '@/lib/forms/scheme-plan';
import { CHHOTI_SIP_CONDITIONS, CHHOTI_SIP_LABEL, CHHOTI_SIP_PAYMENTS, offersChhotiSip } from '@/lib/rules/chhoti-sip';

/**
 * The Chhoti SIP choice (lib/rules/chhoti-sip.ts), offered only for the growth option of a scheme the
 * registrar says takes one, with its conditions beside it. Outside the eNACH and UPI Autopay modes it
 * stays visible but cannot be chosen, and says where it can. For an investor the registrar would refuse
 * one (`refusal`: not new to mutual funds, or three already) it is not offered, and the reason is said.
 */
export function ChhotiSipChoice({ frequencies, refusal, onChoose }: { frequencies: SipFrequency[]; refusal: string | null; onChoose: (on: boolean) => void }) {
  const { setValue, control } = useFormContext<SipValues>();
  const [scheme, mode, chosen] = useWatch({ control, name: ['scheme', 'mode', 'chhoti'] });
  const eligible = frequencies.some((f) => f.chhoti);
  const conditionsId = useId();
  // The registrar's flag rides along for the schema; the BFF puts in its own.
  useEffect(() => setValue('chhotiScheme', eligible ? 'Y' : 'N'), [eligible, setValue]);
  // A draft chosen before the registrar refused the investor one (a fourth elsewhere since) drops it.
  useEffect(() => {
    if (!refusal || !chosen) return;
    setValue('chhoti', false);
    onChoose(false);
  }, [refusal, chosen, setValue, onChoose]);
  if (!offersChhotiSip(eligible, splitSchemePlan(scheme)?.option)) return null;
  if (refusal) {
    return (
      <p className="rounded-card border border-line bg-surface-muted p-3 text-sm text-ink-muted">
        <span className="font-medium text-ink">{CHHOTI_SIP_LABEL} is not offered to this investor.</span> {refusal}.
      </p>
    );
  }
  const payable = (CHHOTI_SIP_PAYMENTS as readonly string[]).includes(mode);
  return (
    <div className="space-y-2 rounded-card border border-line bg-surface-muted p-3 sm:flex sm:items-start sm:gap-4 sm:space-y-0">
      <CheckboxInput
        name="chhoti" label={CHHOTI_SIP_LABEL} disabled={!payable} aria-describedby={conditionsId} className="sm:w-48 sm:shrink-0"
        rules={{ onChange: (e: { target: { checked: boolean } }) => onChoose(e.target.checked) }}
      />
      <div id={conditionsId} className="text-sm text-ink-muted">
        <p className="font-medium text-ink">A small-ticket SIP (SEBI, 2025):</p>
        <ul className="list-disc pl-5">
          {CHHOTI_SIP_CONDITIONS.map((c) => <li key={c}>{c}</li>)}
        </ul>
        {!payable && <p className="mt-1">Register it in the Enach or UPI Autopay mode, on the investor&apos;s mandate.</p>}
      </div>
    </div>
  );
}
