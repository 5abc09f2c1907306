import { CrumbTrail } from '@/components/shell/Breadcrumbs';
import type { Crumb } from '@/lib/breadcrumb-trail';
import { MAILBACK_TYPES_PATH, selectionPath, type StatementDef } from '@/lib/mailback/statements';

/**
 * 'Mailback Types' › 'Investors Selection' › the page: the selection crumb carries the statement's
 * name key, so going back keeps the statement that was being asked for.
 */
export function MailbackCrumbs({ statement, current }: { statement: StatementDef; current?: string }) {
  const trail: Crumb[] = [
    { title: 'Mailback Types', href: MAILBACK_TYPES_PATH },
    current ? { title: 'Investors Selection', href: selectionPath(statement) } : { title: 'Investors Selection' },
    ...(current ? [{ title: current }] : []),
  ];
  return <CrumbTrail trail={trail} />;
}
