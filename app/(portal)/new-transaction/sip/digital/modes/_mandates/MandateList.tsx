'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { bff } from '@/components/bff/client';
import { useBffList } from '@/components/bff/useBffList';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { DataTable, type Column } from '@/components/ui/DataTable';
import { SelectField } from '@/components/ui/SelectField';
import { mandateChoicePath, mandatesPath, type MandateChoiceResponse, type MandateList as ListKey, type MandatesResponse, type MandateView } from '@/lib/api/mandates';
import { MANDATE_FORM_MESSAGES } from '@/lib/forms/mandates/mandate-registration-messages';
import { MANDATE_LIST_TEXTS } from '@/lib/mandates/modes';
import { formatRupees } from '@/lib/money';
import { flowHref } from '@/lib/transactions/routes';

const pick = (d: MandatesResponse) => d.mandates;
const OTM_LABEL: Record<string, string> = { AOTM: 'AOTM (AO)', KOTM: 'KOTM (KO)' };

export const PENDING_STATUS = 'Awaiting the investor';
export const PENDING_NOTE = 'Usable for a SIP once the investor authorises it';

export const ENDS_SOON = (end: string) => `Ends on ${end}: SIP instalments after that date will bounce.`;

// Ten facts and Select do not fit a laptop's width side by side, so the table (not the phone's cards) writes
// each secondary fact under its primary one (the cards keep the seed's order): the account and IFSC under the bank, the status and mode under
// the UMRN, the end under the start, what is free under the maximum.
function columns(list: ListKey): Column<MandateView>[] {
  return [
    { key: 'acc', header: 'Bank Account Number', cell: (m) => m.accountNo, under: 'bank' },
    { key: 'ifsc', header: 'IFSC Code', cell: (m) => m.ifsc, under: 'bank' },
    { key: 'bank', header: 'Bank Name', cell: (m) => m.bankName },
    { key: 'umrn', header: 'UMR No', cell: (m) => m.umrn || '—' },
    { key: 'status', header: 'Status', cell: (m) => (m.status === 'Active' ? 'Active' : <span className="font-medium text-warning-700">{PENDING_STATUS}</span>), under: 'umrn' },
    ...(list === 'otm' ? [{ key: 'mode', header: 'Mode', cell: (m: MandateView) => OTM_LABEL[m.mode] ?? m.mode, under: 'umrn' }] : []),
    { key: 'start', header: 'Mandate Start Date', cell: (m) => m.startDate },
    {
      key: 'end',
      header: 'Mandate End Date',
      under: 'start',
      cell: (m) => (
        <>
          {m.endDate}
          {m.endsSoon && <span className="mt-1 block text-xs font-medium text-warning-700">{ENDS_SOON(m.endDate)}</span>}
        </>
      ),
    },
    { key: 'amt', header: 'Amount', cell: (m) => formatRupees(m.maxAmount), numeric: true },
    { key: 'free', header: 'Available for SIPs', cell: (m) => formatRupees(m.headroom), numeric: true, under: 'amt' },
  ];
}

/** The folio picker, the folio's mandates as a table (cards on a phone), Select, and the link to register one. */
export function MandateList({ list, f, folios }: { list: ListKey; f: string; folios: string[] }) {
  const router = useRouter();
  const texts = MANDATE_LIST_TEXTS[list];
  const [folio, setFolio] = useState(folios[0] ?? '');
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const mandates = useBffList(folio ? mandatesPath(f, list, folio) : null, pick);
  const captionId = useId();
  const register = texts.registerHref ? flowHref(texts.registerHref, f) : null;

  async function select(m: MandateView) {
    if (busy) return;
    setBusy(m.umrn);
    setError(null);
    const result = await bff<MandateChoiceResponse>(mandateChoicePath(f), { body: { mode: m.mode, acno: m.acno, umrn: m.umrn } });
    if (result.ok) return router.push(flowHref(result.data.next, f));
    setBusy(null);
    setError(result.message);
  }

  if (folios.length === 0) return <Alert tone="warning">{MANDATE_FORM_MESSAGES.noFolios}</Alert>;

  const empty = (
    <p className="rounded-card border border-dashed border-line-strong p-4 text-sm text-ink">
      {texts.empty}{' '}
      {register && (
        <Link href={register} className="font-medium text-brand-700 underline hover:text-brand-800">
          {texts.link}
        </Link>
      )}
    </p>
  );

  return (
    <section aria-labelledby={captionId} className="space-y-4 rounded-card border border-line bg-surface p-4 shadow-card sm:p-5">
      <h2 id={captionId} className="sr-only">
        Mandates
      </h2>
      <div className="max-w-xs">
        <SelectField label="Folio" options={folios} value={folio} placeholder="Select folio" onChange={(e) => setFolio(e.target.value)} />
      </div>
      {error && <Alert tone="error">{error}</Alert>}
      {mandates.error && <Alert tone="error">{mandates.error}</Alert>}
      {mandates.loading ? (
        <p role="status" className="text-sm text-ink-muted">
          Loading mandates…
        </p>
      ) : (
        !mandates.error && (
          <DataTable
            caption={`Mandates registered under folio ${folio}`}
            captionHidden
            columns={columns(list)}
            rows={mandates.items}
            rowKey={(m) => m.key}
            empty={empty}
            actions={(m) =>
              m.status !== 'Active' ? (
                <p className="max-w-40 text-xs text-ink-muted">{PENDING_NOTE}</p>
              ) : (
                <Button onClick={() => void select(m)} busy={busy === m.umrn} busyLabel="Selecting…" disabled={busy !== null && busy !== m.umrn}>
                  Select<span className="sr-only"> mandate {m.umrn}</span>
                </Button>
              )
            }
          />
        )
      )}
      {register && list !== 'otm' && mandates.items.length > 0 && (
        <p className="text-sm text-ink">
          To register a new mandate,{' '}
          <Link href={register} className="font-medium text-brand-700 underline hover:text-brand-800">
            {texts.link}
          </Link>
        </p>
      )}
    </section>
  );
}
