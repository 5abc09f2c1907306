'use client';

import { useBff } from '@/components/bff/use-bff';
import { FixText } from '@/components/ui/FixText';
import { ErrorIcon, InfoIcon } from '@/components/ui/icons';
import { checkPath, type OrderCheckResponse } from '@/lib/api/transactions';
import { ORDER_CHECK_TEXTS, type CheckTexts } from '@/lib/transactions/confirmation-texts';

/** The check's state as the summary needs it: how many problems refuse the order (Confirm waits for none). */
export interface OrderCheckState {
  refusals: number;
}

/**
 * Asks the registrar once, while the summary shows, what it would hold against the order (the BFF's
 * /check), and reads the answer. Not on focus: one call per summary; a fix made elsewhere is met by
 * opening the summary again (or by the registrar's own refusal, with the same fix, at Confirm). The
 * answer is kept per draft (its confirm key): an order submitted again after a fix never shows, even for
 * a moment, what was said of the one before.
 */
export function useOrderCheck(kind: string, f: string, draft: string, enabled: boolean) {
  return useOrderCheckAt(enabled ? checkPath(kind, f) : null, draft);
}

/** The same for a check at another address (the new investor's /api/new-investor/check); null asks nothing. */
export function useOrderCheckAt(url: string | null, draft = '') {
  return useBff<OrderCheckResponse>(url ? [url, draft] : null);
}

/**
 * What the registrar would hold against the order, before Confirm: each refusal with its fix, and what
 * only changes the outcome (the NAV day) as information. Its place is kept while the registrar answers,
 * so nothing moves when the answer comes. Its words are a summary's (before Confirm) unless the screen
 * gives its own (the new investor's payment step, before Submit).
 */
export function OrderCheck({ check, id, texts = ORDER_CHECK_TEXTS }: { check: ReturnType<typeof useOrderCheck>; id: string; texts?: CheckTexts }) {
  const { data, error, loading } = check;
  const refusals = data?.problems.filter((p) => p.severity === 'refuse') ?? [];
  const notices = data?.problems.filter((p) => p.severity === 'info') ?? [];
  return (
    <div id={id} aria-live="polite" className="min-h-[3.25rem] rounded-field border border-line bg-canvas px-3 py-2 text-sm">
      <h3 className="font-semibold text-ink">{texts.heading}</h3>
      {loading && <p className="text-ink-muted">{texts.checking}</p>}
      {error && <p className="text-ink-muted">{texts.failed}</p>}
      {data && !data.asked && <p className="text-ink-muted">{texts.notAsked}</p>}
      {data?.asked && refusals.length === 0 && <p className="text-success-700">{texts.clear}</p>}
      {refusals.length > 0 && (
        <>
          <p className="text-danger-700">{texts.refused(refusals.length)}</p>
          <ul className="mt-1 space-y-1.5">
            {refusals.map((p) => (
              <li key={p.code} className="flex items-start gap-2 text-danger-700">
                <ErrorIcon className="mt-0.5 h-4 w-4 shrink-0" />
                <span className="min-w-0">
                  {p.words}
                  {p.fix && (
                    <>
                      {' '}
                      <FixText fix={p.fix} />
                    </>
                  )}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      {notices.length > 0 && (
        <ul className="mt-1 space-y-1.5">
          {notices.map((p) => (
            <li key={p.code} className="flex items-start gap-2 text-ink">
              <InfoIcon className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
              <span className="min-w-0">{p.words}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
