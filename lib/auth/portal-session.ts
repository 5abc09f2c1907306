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
}

export function isFullPortal(flag: string): boolean {
  return flag === 'N';
}

export function landingFor(flag: string): '/dashboard' | '/new-transaction' {
  return isFullPortal(flag) ? '/dashboard' : '/new-transaction';
}
