import type { ReactNode } from 'react';
import { Shell } from '@/components/shell/Shell';
import { requireSession } from '@/server/auth/session';
import { publicLinks } from '@/server/env';

export default async function PortalLayout({ children }: { children: ReactNode }) {
  const session = await requireSession();
  return (
    <Shell session={session} links={{ queryAssistantUrl: publicLinks().queryAssistantUrl }}>
      {children}
    </Shell>
  );
}
