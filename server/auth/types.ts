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
