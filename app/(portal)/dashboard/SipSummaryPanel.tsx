'use client';

import { useBff } from '@/components/bff/use-bff';
import { SkeletonLines } from '@/components/ui/Skeleton';
import { SIP_FIGURES_API, type SipFigures } from '@/lib/api/sip-figures';
import { sipSummaryHref } from '@/lib/drilldowns/sip-summary';
import { formatIndian, formatRupees } from '@/lib/money';
import { SectionError } from './SectionError';
import { StatCard } from '@/components/ui/StatCard';

/** The SIP figures of the book; each card opens its list on the SIP summary page. */
export function SipSummaryPanel() {
  const { data, error, mutate } = useBff<SipFigures>(SIP_FIGURES_API);
  if (error) return <SectionError message={error} onRetry={() => void mutate()} />;
  if (!data) return <SkeletonLines lines={3} label="Loading SIP summary…" />;
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
      <StatCard label="SIPs expiring next month" value={formatIndian(data.expiringNextMonth)} href={sipSummaryHref('SIP_expired_next_month')} />
      <StatCard label="SIPs closed this month" value={formatIndian(data.closedThisMonth)} href={sipSummaryHref('SIP_Closed_this_month')} />
      <StatCard label="SIP investments a month" value={formatRupees(data.monthlyInvestment)} href={sipSummaryHref('Sip_Investments', 'CWS')} />
      <StatCard label="Clients with SIP" value={formatIndian(data.clientsWithSip)} href={sipSummaryHref('Sip_Investments', 'CWS')} />
      <StatCard label="Clients without SIP" value={formatIndian(data.clientsWithoutSip)} href={sipSummaryHref('Sip_Investments', 'CWOS')} />
    </div>
  );
}
