// The trail algorithm without the title table: the shell's breadcrumbs run it in the browser with the
// table handed over by the server, so the browser never loads the transaction registry (and with it
// every form's schema) just to name the segments of a path.

export interface Crumb {
  title: string;
  /** Absent on the last crumb, which is the current page. */
  href?: string;
}

export interface CrumbTable {
  titles: Readonly<Record<string, string>>;
  /** Roots whose pages show a trail. */
  roots: readonly string[];
  /** Roots whose own page shows no trail but whose sub-pages do. */
  nestedRoots: readonly string[];
}

export function titleIn(table: CrumbTable, segment: string): string | undefined {
  return Object.hasOwn(table.titles, segment) ? table.titles[segment] : undefined;
}

/**
 * The breadcrumb trail for a path, or [] where the portal shows none. Segments without a title (a PAN,
 * a folio) are left out of the trail but stay in the paths of the crumbs after them.
 */
export function trailIn(table: CrumbTable, pathname: string): Crumb[] {
  const segments = pathname.split(/[?#]/, 1)[0]!.split('/').filter(Boolean);
  const root = segments[0];
  if (!root || !(table.roots.includes(root) || (table.nestedRoots.includes(root) && segments.length > 1))) return [];

  const trail: Crumb[] = [];
  segments.forEach((segment, i) => {
    const title = titleIn(table, safeDecode(segment));
    if (title) trail.push({ title, href: `/${segments.slice(0, i + 1).join('/')}` });
  });
  const last = trail.at(-1);
  if (last) delete last.href;
  return trail;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
