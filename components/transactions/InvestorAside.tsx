/** Whom the transaction is for: the investor's name and PAN, on the left of every transaction screen. */
export function InvestorAside({ name, pan }: { name: string; pan: string }) {
  return (
    <section aria-label="Investor" className="rounded-card border border-line bg-surface p-4 shadow-card xl:sticky xl:top-18">
      <h2 className="text-xs font-semibold tracking-wide text-ink-muted uppercase">Investor</h2>
      <dl className="mt-2 space-y-2 text-sm">
        <div>
          <dt className="text-ink-muted">Investor Name</dt>
          <dd className="font-medium break-words text-ink">{name}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">PAN</dt>
          <dd className="font-medium text-ink">{pan}</dd>
        </div>
      </dl>
    </section>
  );
}
