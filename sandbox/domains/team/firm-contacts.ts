import type { DistributorContacts } from '../../../lib/rules/folio-contacts';
import type { Db } from '../../db/client';

/**
 * The e-mails and mobiles of a firm's own people (lib/rules/folio-contacts.ts): the ARN holder, its EUIN
 * holders and the members of its team, a removed member aside. None of them may stand on an investor's
 * folio as the investor's own contact, so an order's check and the book's worklist read them from here.
 */
export async function firmContacts(db: Db, arn: string): Promise<DistributorContacts> {
  const { rows } = await db.query<{ email: string | null; mobile: string | null }>(
    `select email, mobile from distributors where arn = $1
     union all select email, mobile from euins where arn = $1
     union all select email, mobile from firm_members where arn = $1 and status <> 'removed'`,
    [arn],
  );
  return { emails: rows.map((r) => r.email ?? ''), mobiles: rows.map((r) => r.mobile ?? '') };
}
