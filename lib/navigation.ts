import { isFullPortal } from '@/lib/auth/portal-session';
import { allowedForRole } from '@/lib/routes';
import type { TeamRole } from '@/lib/rules/team-roles';

export interface NavLink {
  label: string;
  href: string;
}

export interface NavGroup {
  label: string;
  /** Paths under this base belong to the group, so the group opens itself there. */
  base: string;
  children: NavLink[];
}

export type NavItem = NavLink | NavGroup;

export const MAILBACK_BASE = '/mailBackRequest';

/** Everything the distributor initiated; flag Y reaches it from New Transaction, the menu has it for N. */
export const TRACKER_HREF = '/track-transactions';

const NEW_TRANSACTION: NavLink = { label: 'New Transaction', href: '/new-transaction' };

const FULL_MENU: readonly NavItem[] = [
  { label: 'Dashboard', href: '/dashboard' },
  { label: 'Today', href: '/today' },
  { label: 'Investors', href: '/investors' },
  NEW_TRANSACTION,
  { label: 'Track Transactions', href: TRACKER_HREF },
  { label: 'Create NFO Link', href: '/nfo-funds' },
  { label: 'NAV', href: '/nav' },
  {
    label: 'Mailback Request',
    base: MAILBACK_BASE,
    children: [
      { label: 'Myself', href: MAILBACK_BASE },
      { label: 'Investor', href: `${MAILBACK_BASE}/investor` },
    ],
  },
  { label: 'Transaction History', href: '/transaction-history' },
  { label: 'e-KYC', href: '/e-KYC' },
  { label: 'View My Earnings', href: '/my-earnings' },
  { label: 'Team', href: '/team' },
];

/** Where a page of what the member's role may not do sends them (the proxy). */
export const NOT_PERMITTED_PATH = '/not-permitted';

const TRACKER: NavLink = { label: 'Track Transactions', href: TRACKER_HREF };

/**
 * The side menu for a transaction-enable flag and a role: 'N' sees everything, any other value only New
 * Transaction; a firm member's role leaves out the pages it may not open (lib/routes.ts). A member of a
 * limited flag who may not initiate follows what the firm initiated instead.
 */
export function menuFor(flag: string, role: TeamRole = 'Admin'): NavItem[] {
  const open = (link: NavLink) => allowedForRole(link.href, role);
  const items = (isFullPortal(flag) ? FULL_MENU : [NEW_TRANSACTION]).flatMap((item): NavItem[] => {
    if (!isGroup(item)) return open(item) ? [item] : [];
    const children = item.children.filter(open);
    return children.length ? [{ ...item, children }] : [];
  });
  return items.length ? items : [TRACKER];
}

export function isGroup(item: NavItem): item is NavGroup {
  return 'children' in item;
}

export function isUnder(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

/**
 * The one link to mark as the current page. The longest matching href wins, so on
 * /mailBackRequest/investor only "Investor" is marked, not "Myself" (/mailBackRequest) as well.
 */
export function currentHref(pathname: string, items: readonly NavItem[]): string | undefined {
  const links = items.flatMap((item) => (isGroup(item) ? item.children : [item]));
  let best: string | undefined;
  for (const { href } of links) {
    if (isUnder(pathname, href) && (!best || href.length > best.length)) best = href;
  }
  return best;
}
