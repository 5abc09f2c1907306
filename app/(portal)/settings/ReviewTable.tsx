import { EmptyState } from '@/components/ui/EmptyState';
import { CheckCircleIcon, WarningIcon } from '@/components/ui/icons';
import { orNA } from '@/lib/display';
import { MAX_REVIEW_ROWS, type Profile } from '@/lib/api/account';

type Review = Profile['reviews'][number];

export function ReviewTable({ reviews }: { reviews: Review[] }) {
  const rows = reviews.slice(0, MAX_REVIEW_ROWS);
  return (
    <section
      aria-labelledby="review-heading"
      className="rounded-card border border-line bg-surface p-4 shadow-card sm:p-5"
    >
      <h2 id="review-heading" className="text-base font-semibold text-ink">
        Review
      </h2>
      {rows.length === 0 ? (
        <EmptyState title="No Data Found" className="mt-4" />
      ) : (
        <>
          <table className="mt-3 hidden w-full text-left md:table">
            <caption className="mb-2 text-left text-ink-muted">Self declaration review</caption>
            <thead>
              <tr className="border-b border-line text-xs text-ink-muted">
                <th scope="col" className="py-2 pr-4 font-medium">From Year</th>
                <th scope="col" className="py-2 pr-4 font-medium">To Year</th>
                <th scope="col" className="py-2 font-medium">Self Declaration Status</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r, i) => (
                <tr key={`${r.fromYear}-${r.toYear}-${i}`} className="border-b border-line last:border-0">
                  <td className="py-2 pr-4">{orNA(r.fromYear)}</td>
                  <td className="py-2 pr-4">{orNA(r.toYear)}</td>
                  <td className="py-2">
                    <ReviewStatus status={r.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul aria-label="Self declaration review" className="mt-3 space-y-2 md:hidden">
            {rows.map((r, i) => (
              <li key={`${r.fromYear}-${r.toYear}-${i}`} className="rounded-field border border-line p-3">
                <dl className="grid grid-cols-2 gap-2">
                  <div>
                    <dt className="text-xs text-ink-muted">From Year</dt>
                    <dd>{orNA(r.fromYear)}</dd>
                  </div>
                  <div>
                    <dt className="text-xs text-ink-muted">To Year</dt>
                    <dd>{orNA(r.toYear)}</dd>
                  </div>
                  <div className="col-span-2">
                    <dt className="text-xs text-ink-muted">Self Declaration Status</dt>
                    <dd>
                      <ReviewStatus status={r.status} />
                    </dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

// 'Submitted' is the good value; anything else needs the distributor's attention.
function ReviewStatus({ status }: { status: string }) {
  const ok = status.trim().toLowerCase() === 'submitted';
  const Icon = ok ? CheckCircleIcon : WarningIcon;
  return (
    <span className={`inline-flex items-center gap-1.5 ${ok ? 'text-success-700' : 'text-warning-700'}`}>
      <Icon className="h-4 w-4 shrink-0" />
      {orNA(status)}
    </span>
  );
}
