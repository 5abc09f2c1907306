'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { SessionMember } from '@/lib/auth/portal-session';
import { allowedForRole } from '@/lib/routes';
import { can, fixesOwnTagging, type Permission, type TeamRole } from '@/lib/rules/team-roles';

// Who is signed in, for the forms that fix what is theirs on an order (an Adviser's own EUIN and
// sub-broker code, lib/rules/team.ts) and for the actions a page leaves out when the role may not do them.
// The shell provides it from the session; nothing secret is in it.

interface SignedInMember {
  role: TeamRole;
  member: SessionMember | null;
}

const MemberContext = createContext<SignedInMember>({ role: 'Admin', member: null });

export function MemberProvider({ role, member, children }: SignedInMember & { children: ReactNode }) {
  return <MemberContext.Provider value={{ role, member }}>{children}</MemberContext.Provider>;
}

/** The signed-in Adviser's own codes, fixed on every order they initiate; null for anyone else. */
export function useOwnTagging(): { euin: string; subBroker: string } | null {
  const { role, member } = useContext(MemberContext);
  return member && fixesOwnTagging(role) ? { euin: member.euin, subBroker: member.subBroker } : null;
}

/**
 * Whether the signed-in role may do what needs `permission`: a page renders an action only when it may,
 * with the permission its BFF handler declares (lib/api/action-needs.ts); the handler refuses it anyway.
 */
export function useCan(permission: Permission): boolean {
  return can(useContext(MemberContext).role, permission);
}

/** Whether the signed-in role may open a page of the portal (lib/routes.ts; the proxy refuses the others). */
export function useMayOpen(): (href: string) => boolean {
  const { role } = useContext(MemberContext);
  return (href) => allowedForRole(href.split(/[?#]/, 1)[0] ?? href, role);
}
