import { orNA } from '@/lib/display';
import type { Profile } from '@/lib/api/account';

export function ProfileDetails({ profile }: { profile: Profile }) {
  const rows: [label: string, value: string][] = [
    ['ARN code', profile.arn],
    ['Name', profile.name],
    ['City', profile.city],
    ['Mobile', profile.mobile],
    ['Email ID', profile.email],
    ['PAN', profile.pan],
  ];
  return (
    <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
      {rows.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs font-medium text-ink-muted">{label}</dt>
          <dd className="mt-0.5 break-words text-ink">{orNA(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
