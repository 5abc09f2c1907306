'use client';

import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useSendOnce } from '@/components/bff/use-send-once';
import { lazyZodResolver } from '@/components/forms/lazy-zod-resolver';
import { AmountInput } from '@/components/forms/AmountField';
import { BffForm } from '@/components/forms/BffForm';
import { DateField } from '@/components/forms/DateField';
import { RadioGroup } from '@/components/forms/RadioGroup';
import { useBffForm } from '@/components/forms/useBffForm';
import { SuccessModal } from '@/components/transactions/SuccessModal';
import { Alert } from '@/components/ui/Alert';
import { topupPath, type LiveSip, type TopupResponse } from '@/lib/api/sip-changes';
import { parseDisplayDate } from '@/lib/dates';
import { topupDateFields } from '@/lib/forms/sip/topup-date-fields';
import type { TopupValues } from '@/lib/forms/sip/sip-topup';
import { TOPUP_FREQUENCIES, TOPUP_FREQUENCY_LABELS, TOPUP_IMPOSSIBLE, TOPUP_MESSAGES } from '@/lib/forms/sip/sip-topup-fields';
import { formatRupees } from '@/lib/money';

export interface TopupFormProps {
  sip: LiveSip;
  f: string;
  listHref: string;
  /** DD/MM/YYYY, as the server saw it. */
  today: string;
}

const EMPTY: TopupValues = { topUpFrequency: '', topUpAmount: '', topUpStartDate: '', topUpEndDate: '' };

export function TopupForm({ sip, f, listHref, today }: TopupFormProps) {
  const router = useRouter();
  const facts = useMemo(() => {
    const start = parseDisplayDate(sip.startDate);
    const end = parseDisplayDate(sip.endDate);
    const day = parseDisplayDate(today);
    if (!start || !end || !day) throw new Error('the SIP has no dates');
    return { sip: { start, end, scheme: sip.scheme, enachflag: sip.enachflag, mandateAmount: sip.mandateAmount, instalmentsLeft: sip.installmentsLeft }, day };
  }, [sip, today]);
  const resolver = useMemo(() => lazyZodResolver<TopupValues>(() => import('@/lib/forms/sip/sip-topup').then((m) => m.sipTopupSchema(facts.sip, facts.day))), [facts]);
  const kit = useBffForm<TopupValues>({ resolver, defaultValues: EMPTY, mode: 'onTouched' });
  const [reference, setReference] = useState<string | null>(null);
  const frequency = useWatch({ control: kit.form.control, name: 'topUpFrequency' });
  const startText = useWatch({ control: kit.form.control, name: 'topUpStartDate' });
  const start = parseDisplayDate(startText ?? '');
  // The hints offer only dates that can be met, or say why there are none.
  const dates = topupDateFields(facts.sip, frequency ? start : null, frequency || 'H', TOPUP_IMPOSSIBLE, facts.day);

  function clearDates() {
    kit.form.setValue('topUpStartDate', '');
    kit.form.setValue('topUpEndDate', '');
  }

  // One top-up per key, as every request that makes the registrar create something: a lost answer is
  // checked with the same key, never sent twice.
  const send = useSendOnce<TopupResponse>(topupPath(f));
  const onSubmit = kit.submitWith(
    (values) => send({ ihno: sip.ihno, ...values }),
    (data) => setReference(data.refno),
  );

  return (
    <>
      <dl className="mb-5 grid grid-cols-1 gap-x-6 gap-y-2 rounded-card border border-line bg-surface p-4 text-sm sm:grid-cols-2">
        {[
          ['Folio', sip.folio],
          ['Scheme', sip.schemeName],
          ['SIP Amount', formatRupees(sip.amount)],
          ['Frequency', sip.frequency],
          ['SIP Period', `${sip.startDate} to ${sip.endDate}`],
          ['Installments left', String(sip.installmentsLeft)],
          ...(sip.mandateAmount !== null ? [['Mandate Amount', formatRupees(sip.mandateAmount)]] : []),
        ].map(([label, value]) => (
          <div key={label}>
            <dt className="text-ink-muted">{label}</dt>
            <dd className="font-medium text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <BffForm kit={kit} onSubmit={onSubmit} submit={{ label: 'Submit', busyLabel: 'Submitting..' }} notice={<Alert tone="info">{TOPUP_MESSAGES.processing}</Alert>}>
        <RadioGroup
          name="topUpFrequency"
          legend="Top-up Frequency"
          required
          options={TOPUP_FREQUENCIES.map((v) => ({ value: v, label: TOPUP_FREQUENCY_LABELS[v] }))}
          // Choosing the frequency resets the dates (seed 002 section 4.3).
          rules={{ onChange: clearDates }}
        />
        <AmountInput name="topUpAmount" label="Top-up Amount" required hint="At least ₹500" />
        <DateField
          name="topUpStartDate"
          label="Top-up Start Date"
          required
          disabled={!frequency}
          hint={dates.startHint}
          choice={frequency ? dates.startChoice : null}
          rules={{ onChange: () => kit.form.setValue('topUpEndDate', '') }}
        />
        <DateField
          name="topUpEndDate"
          label="Top-up End Date"
          required
          disabled={!start}
          hint={dates.endHint}
          choice={dates.endChoice}
        />
      </BffForm>
      <SuccessModal reference={reference} onClose={() => router.push(listHref)} />
    </>
  );
}
