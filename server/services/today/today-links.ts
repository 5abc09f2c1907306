import 'server-only';
import type { TodayLink } from '@/lib/api/today';
import { linkExpiresSoon } from '@/lib/rules/worklist';
import type { BookAuth } from '../../auth/session';
import { getDb } from '../../store/db';
import { lastMade, listInitiations } from '../../store/initiations';
import { toTrackerRow } from '../tracker/tracker';
import { refreshStates } from '../tracker/tracker-states';

// Today's first list: the authorisation links the distributor sent that stop working within a day,
// from the tracker's trail with the registrar's states read afresh.

/** Far more links than anyone has pending at once; the trail keeps them all. */
const PENDING_LIMIT = 500;

export async function expiringLinks(auth: BookAuth, now: Date): Promise<{ links: TodayLink[]; stale: boolean }> {
  const db = await getDb();
  const fresh = await refreshStates(auth, db);
  const { rows } = await listInitiations(db, auth.session.arn, { page: 1, pageSize: PENDING_LIMIT, state: 'P', sort: { key: 'at', dir: 'asc' } });
  const resent = await lastMade(db, auth.session.arn, 'link-resend', 'reference', rows.map((r) => r.reference ?? '').filter(Boolean));
  const links = rows
    .map(toTrackerRow)
    .filter((r) => r.state === 'P' && r.expiresAt && r.link && linkExpiresSoon(new Date(r.expiresAt), now))
    .map((r) => ({
      id: r.id,
      reference: r.reference,
      investor: r.investor,
      kindLabel: r.kindLabel,
      scheme: r.scheme,
      amount: r.amount,
      units: r.units,
      expiresAt: r.expiresAt!,
      link: r.link!,
      resendsLeft: r.resendsLeft,
      lastSentAt: (resent.get(r.reference) ?? new Date(r.at)).toISOString(),
    }))
    .sort((a, b) => a.expiresAt.localeCompare(b.expiresAt));
  return { links, stale: !fresh };
}
