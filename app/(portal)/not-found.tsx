import Link from 'next/link';

export default function PortalNotFound() {
  return (
    <div className="mx-auto max-w-xl space-y-3 py-10 text-center">
      <h1 className="text-xl font-semibold text-ink">Page not found</h1>
      <p className="text-ink-muted">This address does not match a page of the portal.</p>
      <Link href="/" className="text-brand-700 underline hover:text-brand-900">
        Go to your start page
      </Link>
    </div>
  );
}
