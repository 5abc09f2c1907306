import Link from 'next/link';
import { ExternalIcon } from '@/components/ui/page-icons';

const linkClass = 'inline-flex items-center gap-1 py-1 text-brand-700 underline hover:text-brand-900';

const internal = [
  { label: 'Customized ARN link', href: '/common-arn-link' },
  { label: 'Scheme ARN link', href: '/generate-arn-link' },
  { label: 'Distributor Empanelment', href: '/distributor-empanellement' },
];

export function LoginLinks({ coBrandUrl, telegramUrl }: { coBrandUrl: string; telegramUrl: string }) {
  const external = [
    { label: 'Co-brand', href: coBrandUrl },
    { label: 'Partner Telegram group', href: telegramUrl },
  ];
  return (
    <nav aria-label="Distributor services" className="rounded-card border border-line bg-surface p-5 shadow-card">
      <h2 className="text-sm font-semibold text-ink">Distributor services</h2>
      <ul className="mt-2 space-y-1">
        {internal.map((l) => (
          <li key={l.href}>
            <Link href={l.href} className={linkClass}>
              {l.label}
            </Link>
          </li>
        ))}
        {external.map((l) => (
          <li key={l.label}>
            <a href={l.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
              {l.label}
              <ExternalIcon className="h-3.5 w-3.5" />
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
