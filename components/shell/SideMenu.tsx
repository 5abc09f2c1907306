'use client';

import { usePathname } from 'next/navigation';
import { useId, useState } from 'react';
import { ChevronDownIcon } from '@/components/ui/icons';
import { IntentLink } from '@/components/ui/IntentLink';
import { currentHref, isGroup, isUnder, type NavGroup, type NavLink } from '@/lib/navigation';
import type { NavItem } from '@/lib/navigation';

const linkClass =
  'flex min-h-9 items-center rounded-field px-3 py-1.5 text-sm text-ink hover:bg-brand-50 hover:text-brand-800 ' +
  'aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-800 ' +
  'aria-[current=page]:shadow-[inset_3px_0_0_var(--color-brand-700)]';

/** The items come from `menuFor(flag)` on the server, so the flag rule is decided in one place. */
export function SideMenu({ items }: { items: NavItem[] }) {
  const pathname = usePathname() ?? '';
  const current = currentHref(pathname, items);
  return (
    <nav aria-label="Main" className="px-2 py-3">
      <ul className="space-y-0.5">
        {items.map((item) => (
          <li key={item.label}>
            {isGroup(item) ? (
              <MenuGroup group={item} pathname={pathname} current={current} />
            ) : (
              <MenuLink link={item} current={current} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function MenuLink({ link, current, nested = false }: { link: NavLink; current?: string; nested?: boolean }) {
  return (
    <IntentLink
      href={link.href}
      aria-current={link.href === current ? 'page' : undefined}
      className={`${linkClass} ${nested ? 'pl-6' : ''}`}
    >
      {link.label}
    </IntentLink>
  );
}

function MenuGroup({ group, pathname, current }: { group: NavGroup; pathname: string; current?: string }) {
  const panelId = useId();
  const under = isUnder(pathname, group.base);
  const [open, setOpen] = useState(under);
  // Arriving under the group's path (from another link, say) opens it; leaving keeps the user's choice.
  const [wasUnder, setWasUnder] = useState(under);
  if (under !== wasUnder) {
    setWasUnder(under);
    if (under) setOpen(true);
  }

  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className={`${linkClass} w-full justify-between ${under ? 'font-semibold text-brand-800' : ''}`}
      >
        {group.label}
        <ChevronDownIcon className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <ul id={panelId} hidden={!open} className="mt-0.5 space-y-0.5">
        {group.children.map((child) => (
          <li key={child.href}>
            <MenuLink link={child} current={current} nested />
          </li>
        ))}
      </ul>
    </>
  );
}
