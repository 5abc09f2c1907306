'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { SessionMember } from '@/lib/auth/portal-session';
import { fixesOwnTagging, type TeamRole } from '@/lib/rules/team-roles';

// Who is signed in, for the forms that fix what is theirs on an order: an Adviser's own EUIN and
// sub-broker code (lib/rules/team.ts). The shell provides it from the session; nothing secret is in it.

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
