import { Alert } from '@/components/ui/Alert';
import type { MailbackRequestRow } from '@/lib/api/mailback';

/** The registrar's status of the last 30 days' requests; a card list on a phone, a table on a desktop. */
export function RecentRequests({ requests }: { requests: MailbackRequestRow[] | null }) {
  return (
    <section aria-labelledby="status-heading" className="space-y-3">
      <h2 id="status-heading" className="text-lg font-semibold text-ink">
        Request status (last 30 days)
      </h2>
      {requests === null ? (
        <Alert tone="error">The request status could not be loaded. Please try again later.</Alert>
      ) : requests.length === 0 ? (
        <p className="text-sm text-ink-muted">No Data Found</p>
      ) : (
        <>
          <ul className="space-y-2 sm:hidden">
            {requests.map((r) => (
              <li key={r.refno} className="rounded-card border border-line bg-surface p-3 text-sm">
                <p className="font-medium text-ink">{r.report}</p>
                <p className="text-ink-muted">
                  {r.refno} · {r.requestedAt} · {r.status}
                </p>
              </li>
            ))}
          </ul>
          <table className="hidden w-full text-left text-sm sm:table">
            <thead className="border-b border-line text-ink-muted">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">Reference</th>
                <th scope="col" className="py-2 pr-3 font-medium">Report</th>
                <th scope="col" className="py-2 pr-3 font-medium">Requested</th>
                <th scope="col" className="py-2 font-medium">Status</th>
              </tr>
            </thead>
            <tbody>
              {requests.map((r) => (
                <tr key={r.refno} className="border-b border-line">
                  <td className="py-2 pr-3">{r.refno}</td>
                  <td className="py-2 pr-3">{r.report}</td>
                  <td className="py-2 pr-3">{r.requestedAt}</td>
                  <td className="py-2">{r.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
