'use client';

import { useFormState, useWatch } from 'react-hook-form';
import { FixText } from '@/components/ui/FixText';
import type { SipValues } from '@/lib/forms/sip/sip';
import { formatRupees } from '@/lib/money';
import { isMandateRefusal } from '@/lib/rules/mandate-limits';
import { sipPeakOf, withMandateAmount } from '@/lib/transactions/mandate-fix';
import type { FixLink } from '@/lib/transactions/problem-fixes';
import type { SipMandate } from './sip-values';

const MODE_NAMES = { ENACH: 'eNACH', UPI: 'UPI Autopay', AOTM: 'One-time mandate (AOTM)', KOTM: 'One-time mandate (KOTM)' } as const;

/** The fields a mandate rule refuses (lib/rules/mandate-limits.ts): the instalment, the dates, the top-up. */
const MANDATE_FIELDS = ['amount', 'startDate', 'endDate', 'topUpAmount', 'topUpEnd'] as const;
/** What the SIP needs of a mandate: its instalment and top-up as typed. */
const AMOUNT_FIELDS = ['amount', 'topUp', 'topUpAmount', 'topUpFrequency', 'topUpStart', 'topUpEnd'] as const;

/**
 * The selected mandate the SIP draws on: read-only, chosen on the mandate list. While a mandate rule
 * refuses the SIP, the fix shows beside it: a mandate with room for it.
 */
export function MandatePanel({ mandate, mode, fix }: { mandate: SipMandate; mode: keyof typeof MODE_NAMES; fix: FixLink | null }) {
  const { errors } = useFormState({ name: [...MANDATE_FIELDS] });
  const refused = MANDATE_FIELDS.some((name) => isMandateRefusal(String((errors as Record<string, { message?: unknown } | undefined>)[name]?.message ?? '')));
  const [amount, topUp, topUpAmount, topUpFrequency, topUpStart, topUpEnd] = useWatch<SipValues, typeof AMOUNT_FIELDS>({ name: AMOUNT_FIELDS });
  // The registration opens with the amount the SIP as typed reaches, so the new mandate has room for it.
  const needed = fix?.href ? { ...fix, href: withMandateAmount(fix.href, sipPeakOf({ amount, topUp, topUpAmount, topUpFrequency, topUpStart, topUpEnd })) } : fix;
  const rows: [string, string][] = [
    ['Mode', MODE_NAMES[mode]],
    ['Folio', mandate.acno],
    ['UMR No', mandate.umrn],
    ['Bank', `${mandate.bankName} ${mandate.accountNo}`],
    ['Mandate Amount', formatRupees(mandate.maxAmount)],
    ...(mandate.headroom !== undefined ? [['Left for SIPs', formatRupees(mandate.headroom)] as [string, string]] : []),
    ['Mandate Period', `${mandate.startDate} to ${mandate.endDate}`],
  ];
  return (
    <section aria-labelledby="sip-mandate-title" className="rounded-card border border-line bg-surface-muted p-3">
      <h2 id="sip-mandate-title" className="mb-2 text-base font-semibold text-ink">Selected mandate</h2>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        {rows.map(([k, v]) => (
          <div key={k} className="flex flex-wrap gap-x-2">
            <dt className="text-ink-muted">{k}</dt>
            <dd className="font-medium text-ink">{v}</dd>
          </div>
        ))}
      </dl>
      {needed && refused && (
        <p className="mt-2 text-sm">
          <FixText fix={needed} />
        </p>
      )}
    </section>
  );
}
