'use client';

import { useEffect, useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { CheckboxInput } from '@/components/forms/CheckboxInput';
import type { SipFrequency } from '@/lib/api/sip';
import type { SipValues } from '@/lib/forms/sip';
import { splitSchemePlan } from '@/lib/forms/scheme-plan';
import { CHHOTI_SIP_CONDITIONS, CHHOTI_SIP_LABEL, CHHOTI_SIP_PAYMENTS, offersChhotiSip } from '@/lib/rules/chhoti-sip';

/**
 * The Chhoti SIP choice (lib/rules/chhoti-sip.ts), offered only for the growth option of a scheme the
 * registrar says takes one, with its conditions beside it. Outside the eNACH and UPI Autopay modes it
 * stays visible but cannot be chosen, and says where it can.
 */
export function ChhotiSipChoice({ frequencies, onChoose }: { frequencies: SipFrequency[]; onChoose: (on: boolean) => void }) {
  const { setValue, control } = useFormContext<SipValues>();
  const [scheme, mode] = useWatch({ control, name: ['scheme', 'mode'] });
  const eligible = frequencies.some((f) => f.chhoti);
  const conditionsId = useId();
  // The registrar's flag rides along for the schema; the BFF puts in its own.
  useEffect(() => setValue('chhotiScheme', eligible ? 'Y' : 'N'), [eligible, setValue]);
  if (!offersChhotiSip(eligible, splitSchemePlan(scheme)?.option)) return null;
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
