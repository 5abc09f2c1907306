import { can, type TeamRole, type TeamScope } from '../rules/team-roles';

// The signed-in distributor as every layer sees it. Isomorphic: the proxy, the shell and the menu
// decide by the flag as the server does, so it lives in lib/ rather than next to the session code.

/** What the portal knows about the signed-in distributor; never holds the upstream token. */
export interface PortalSession {
  userId: string;
  arn: string;
  name: string;
  /** Transaction-enable flag: 'N' gives the full portal, anything else only New Transaction. */
  flag: string;
  lastLogin: string;
  /** What a firm's member may do (lib/rules/team.ts); the ARN holder, signing in as ever, is the firm's Admin. */
  role?: TeamRole;
  /** The member signed in, or none for the ARN holder. */
  member?: SessionMember | null;
}

/** A firm's member as the session knows them: who, and what is fixed on what they do. */
export interface SessionMember {
  id: string;
  name: string;
  /** Their own EUIN or sub-broker code ('' when none), fixed on the orders an Adviser initiates. */
  euin: string;
  subBroker: string;
  scope: TeamScope;
}

/** The session's role: a session without one is the ARN holder's, the firm's Admin. */
export const roleOf = (session: Pick<PortalSession, 'role'>): TeamRole => session.role ?? 'Admin';

export function isFullPortal(flag: string): boolean {
  return flag === 'N';
}

export function landingFor(flag: string, role: TeamRole = 'Admin'): '/dashboard' | '/new-transaction' | '/track-transactions' {
  // A limited flag's portal is New Transaction; a member who may not initiate follows what the firm initiated.
  if (!isFullPortal(flag) && !can(role, 'initiate')) return '/track-transactions';
  return isFullPortal(flag) ? '/dashboard' : '/new-transaction';
}
