import type { UpcomingSip } from '@/lib/api/investors';
import { closedText, failuresText, INSTALMENT_STATUS_TEXT } from '@/lib/sip-status-texts';

// A SIP's recent instalments on the investor detail: newest first, each failure with its reason, and
// how close the failures are to cancelling it. Without an answer for them, a dash.

export function SipInstalmentsCell({ sip }: { sip: UpcomingSip }) {
  const i = sip.instalments;
  if (!i) return <span className="text-ink-muted">--</span>;
  const closed = sip.status === 'Cancelled' || sip.status === 'Ceased';
  return (
    <div className="space-y-1 text-sm">
      {closed && (i.closedReason || i.closedOn) ? <p className="font-medium text-danger-700">{closedText(i.closedOn, i.closedReason)}</p> : null}
      {!closed && i.consecutiveFailures > 0 ? <p className="font-medium text-danger-700">{failuresText(i.consecutiveFailures, i.cancelAfter)}</p> : null}
      {i.recent.length > 0 ? (
        <ul aria-label={`Recent instalments of SIP ${sip.id}`} className="space-y-0.5">
          {i.recent.map((r) => (
            <li key={`${r.dueDate}-${r.status}`}>
              <span className="tabular-nums">{r.dueDate}</span>: {INSTALMENT_STATUS_TEXT[r.status]}
              {r.reason ? ` (${r.reason})` : ''}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-ink-muted">No instalments yet</p>
      )}
    </div>
  );
}
