import type { TIMELINE_EVENTS } from '../../../server/fundhouse/endpoints/lifecycle';
import { formatRupees, formatUnits } from '../../../lib/money';
import { linkExpiresAt } from '../../../lib/rules/authorisation-link';
import type { Db } from '../../db/client';
import type { LifecycleRecord } from './lifecycle-rows';

// What happened to one transaction, oldest first, read from what the registrar recorded: its entry,
// the authorisation mail (the outbox stamps link_sent_at) and each resend, the decision or the
// expiry, the allotment and a redemption's payout, and the copy an expired one was reinitiated as.

export type TimelineEvent = (typeof TIMELINE_EVENTS)[number];

export interface TimelineEntry {
  at: Date;
  event: TimelineEvent;
  detail: string;
}

// Figures as the portal's summaries write them (seed 000 section 9): rupees whole with Indian grouping,
// units to three decimals.
const rupees = (v: string | null) => formatRupees(Number(v ?? 0));
const units = (v: string | null) => formatUnits(Number(v ?? 0));

interface Resend {
  sent_at: Date;
  email: string;
  mobile: string;
}

function allotted(r: LifecycleRecord): string {
  const at = `at NAV ${r.nav} of ${r.nav_date}`;
  if (r.trtype === 'Switch') return `${units(r.allot_units)} units out ${at} (${rupees(r.allot_amount)}); ${units(r.in_units)} units into ${r.to_scheme_desc ?? 'the target scheme'} at NAV ${r.in_nav}`;
  if (r.trtype === 'Redemption') return `${units(r.allot_units)} units redeemed ${at} (${rupees(r.allot_amount)})`;
  return `${units(r.allot_units)} units allotted ${at} (${rupees(r.allot_amount)})`;
}

export async function timelineOf(db: Db, r: LifecycleRecord, now: Date): Promise<TimelineEntry[]> {
  const events: TimelineEntry[] = [{ at: r.entered_at, event: 'INITIATED', detail: `${r.trtype} in ${r.scheme_desc}` }];
  if (r.link_sent_at) events.push({ at: r.link_sent_at, event: 'LINK_SENT', detail: 'By e-mail' });
  const { rows: resends } = await db.query<Resend>('select sent_at, email, mobile from txn_resends where ihno = $1 order by sent_at', [r.ihno]);
  for (const s of resends) {
    events.push({ at: s.sent_at, event: 'LINK_RESENT', detail: [s.email && `By e-mail to ${s.email}`, s.mobile && `by SMS to ${s.mobile}`].filter(Boolean).join(' and ') });
  }
  if (r.decided_at && r.decision === 'A') events.push({ at: r.decided_at, event: 'APPROVED', detail: '' });
  if (r.decided_at && r.decision === 'R') events.push({ at: r.decided_at, event: 'REJECTED', detail: r.reason ?? '' });
  if (!r.decision && linkExpiresAt(r.entered_at) <= now) events.push({ at: linkExpiresAt(r.entered_at), event: 'EXPIRED', detail: '' });
  if (r.rejected_at) events.push({ at: r.rejected_at, event: 'REJECTED', detail: r.reason ?? '' });
  if (r.allotted_at) {
    events.push({ at: r.allotted_at, event: 'ALLOTTED', detail: allotted(r) });
    if (r.trtype === 'Redemption') events.push({ at: r.allotted_at, event: 'PAID_OUT', detail: `${rupees(r.allot_amount)} to ${r.payout_bank || 'the registered bank'}` });
  }
  // The SIP this registration made, once the registrar cancelled it after consecutive failed
  // instalments: stamped when the instalment that cancelled it was processed.
  const { rows: closures } = await db.query<{ at: Date; reason: string }>(
    `select coalesce(i.processed_at, c.closed_on::timestamp at time zone 'Asia/Kolkata') as at, c.reason
       from sip_registrations g
       join plan_closures c on c.plan_kind = 'SIP' and c.plan_ihno = g.sips_ihno
       left join instalments i on (i.plan_kind, i.plan_ihno, i.due_date) = ('SIP', c.plan_ihno, c.closed_on)
      where g.txn_ihno = $1`,
    [r.ihno],
  );
  for (const c of closures) events.push({ at: c.at, event: 'CANCELLED', detail: c.reason });
  if (r.reinitiated_as) {
    const { rows } = await db.query<{ entered_at: Date }>('select entered_at from txns where ihno = $1', [r.reinitiated_as]);
    if (rows[0]) events.push({ at: rows[0].entered_at, event: 'REINITIATED', detail: `As transaction ${r.reinitiated_as}` });
  }
  // Stable: events of one moment keep the order above (allotted before paid out).
  return events.sort((a, b) => a.at.getTime() - b.at.getTime());
}
