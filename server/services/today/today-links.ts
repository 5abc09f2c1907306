import 'server-only';
import type { TodayLink } from '@/lib/api/today';
import { linkExpiresSoon } from '@/lib/rules/worklist';
import type { TrailScope } from '@/lib/tracker/query';
import type { BookAuth } from '../../auth/session';
import { getDb } from '../../store/db';
import { lastMade, listInitiations } from '../../store/initiations';
import { toTrackerRow } from '../tracker/tracker';
import { refreshStates } from '../tracker/tracker-states';

// Today's first list: the authorisation links the firm sent that stop working within a day, from the
// tracker's trail with the registrar's states read afresh; a member with a narrower scope gets their part
// of the trail only (lib/rules/team-trail.ts), as the tracker does.

/** Far more links than anyone has pending at once; the trail keeps them all. */
const PENDING_LIMIT = 500;

/** Who reads the links: a member's part of the trail, and the ARN holder's name for their own rows. */
export interface TrailReader {
  within?: TrailScope;
  holderName?: string;
}

export async function expiringLinks(auth: BookAuth, now: Date, reader: TrailReader = {}): Promise<{ links: TodayLink[]; stale: boolean }> {
  const db = await getDb();
  const fresh = await refreshStates(auth, db);
  const { rows } = await listInitiations(db, auth.session.arn, { page: 1, pageSize: PENDING_LIMIT, state: 'P', within: reader.within, sort: { key: 'at', dir: 'asc' } });
  const resent = await lastMade(db, auth.session.arn, 'link-resend', 'reference', rows.map((r) => r.reference ?? '').filter(Boolean));
  const links = rows
    .map((r) => toTrackerRow(r, reader.holderName))
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
      by: r.by,
    }))
    .sort((a, b) => a.expiresAt.localeCompare(b.expiresAt));
  return { links, stale: !fresh };
}
