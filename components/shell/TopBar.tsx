import type { ReactNode } from 'react';
import type { PortalSession } from '@/lib/auth/portal-session';
import { LogoutButton } from './LogoutButton';
import { MobileNav } from './MobileNav';
import { QueryAssistantButton } from './QueryAssistantButton';

export interface TopBarProps {
  session: PortalSession;
  /** What the phone-width drawer holds: the profile block and the side menu. */
  drawer: ReactNode;
  queryAssistantUrl: string;
}

export function TopBar({ session, drawer, queryAssistantUrl }: TopBarProps) {
  return (
    <header className="sticky top-0 z-30 bg-brand-800 text-white">
      <div className="flex h-14 items-center gap-2 px-2 sm:px-4">
        <MobileNav>{drawer}</MobileNav>
        <p className="hidden font-semibold sm:block">Distributor Portal</p>
        <dl className="ml-auto flex min-w-0 flex-col items-end text-xs leading-tight sm:flex-row sm:items-center sm:gap-4 sm:text-sm">
          <div className="flex min-w-0 max-w-full gap-1">
            <dt className="shrink-0 text-brand-100">Logged as</dt>
            <dd className="truncate font-medium" title={session.userId}>
              {session.userId}
            </dd>
          </div>
          <div className="flex gap-1">
            <dt className="text-brand-100">Last login</dt>
            <dd>{session.lastLogin || '-NA-'}</dd>
          </div>
        </dl>
        <QueryAssistantButton href={queryAssistantUrl} />
        <LogoutButton />
      </div>
    </header>
  );
}
