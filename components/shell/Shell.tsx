import type { ReactNode } from 'react';
import { ToastProvider } from '@/components/ui/toast';
import { CRUMB_TABLE } from '@/lib/breadcrumbs';
import { menuFor } from '@/lib/navigation';
import { roleOf, type PortalSession } from '@/lib/auth/portal-session';
import { Breadcrumbs } from './Breadcrumbs';
import { Footer } from './Footer';
import { ProfileBlock } from './ProfileBlock';
import { SideMenu } from './SideMenu';
import { SkipLink } from './SkipLink';
import { TopBar } from './TopBar';
import { MemberProvider } from './member-context';

export interface ShellProps {
  session: PortalSession;
  links: { queryAssistantUrl: string };
  children: ReactNode;
}

/** The signed-in frame: top bar, sidebar (a drawer at phone width), breadcrumbs, content and footer. */
export function Shell({ session, links, children }: ShellProps) {
  const items = menuFor(session.flag, roleOf(session));
  const sidebar = (
    <>
      <ProfileBlock session={session} />
      <SideMenu items={items} />
    </>
  );

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <TopBar session={session} drawer={sidebar} queryAssistantUrl={links.queryAssistantUrl} />
      <div className="flex flex-1">
        <aside aria-label="Profile and menu" className="hidden w-64 shrink-0 border-r border-line bg-surface md:block">
          <div className="sticky top-14 max-h-[calc(100dvh-3.5rem)] overflow-y-auto">{sidebar}</div>
        </aside>
        <div className="flex min-w-0 flex-1 flex-col">
          <main id="main" tabIndex={-1} className="flex-1 px-4 pt-4 pb-20 focus:outline-none md:px-6">
            <Breadcrumbs table={CRUMB_TABLE} />
            <ToastProvider>
              <MemberProvider role={roleOf(session)} member={session.member ?? null}>
                {children}
              </MemberProvider>
            </ToastProvider>
          </main>
          <Footer />
        </div>
      </div>
    </div>
  );
}
