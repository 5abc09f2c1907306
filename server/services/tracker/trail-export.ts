import 'server-only';
import { addDays, formatIsoDay, istMidnight, parseDisplayDate, type CalendarDay } from '@/lib/dates';
import { TRAIL_HOLDER, TRAIL_WORDS } from '@/lib/rules/team-trail';
import { TRAIL_OUTCOME_WORDS, type TrailPeriodValues } from '@/lib/rules/trail-export';
import { CSV_BOM, csvLine } from '@/lib/tables/csv';
import { istDateTime } from '@/lib/tracker/format';
import { TRACKER_STATE_LABELS } from '@/lib/tracker/query';
import type { DistributorAuth } from '../../auth/session';
import { getDb } from '../../store/db';
import { trailRows, type Initiation } from '../../store/initiations';
import { toTrackerRow } from './tracker';
import { log } from '@/server/log';

// The admin's export of the firm's trail for a period (issue 43), for their own compliance: every row of
// the ARN initiated in it, who (the member and the user id), when, from where (the address and browser
// as recorded), what, for whom and how it ended. Read from the store a batch at a time and streamed, so
// a year of a large firm's trail is never held whole. The route (`needs: 'members'`) checked the period.

const HEADERS = [
  'Member', 'User ID', 'Initiated (IST)', 'Initiated (UTC)', 'IP address', 'Browser', 'Type', 'Investor', 'PAN', 'Folio', 'Scheme',
  'Amount (Rs)', 'Units', 'Reference', 'Outcome', 'Status',
];

function cells(r: Initiation, holderName: string): string[] {
  const row = toTrackerRow(r, holderName);
  // The holder is named as such: a member may share their name.
  const who = row.by.key === TRAIL_HOLDER ? TRAIL_WORDS.holderChoice(holderName) : row.by.name;
  const outcome = r.outcome === 'refused' && r.message ? `${TRAIL_OUTCOME_WORDS.refused}: ${r.message}` : TRAIL_OUTCOME_WORDS[r.outcome];
  // The registrar's state as last read, for what it made; what it refused or may not have made has none.
  const status = r.outcome === 'made' && r.state ? [TRACKER_STATE_LABELS[row.state], row.reason].filter(Boolean).join(': ') : '';
  return [
    who, r.userId, istDateTime(row.at), row.at, r.ip ?? '', r.userAgent ?? '', row.kindLabel, row.investor, row.pan, row.folio, row.scheme,
    row.amount, row.units, row.reference, outcome, status,
  ];
}

export interface TrailFile {
  name: string;
  body: ReadableStream<Uint8Array>;
}

const dayOf = (text: string): CalendarDay => {
  const day = parseDisplayDate(text);
  if (!day) throw new Error('the period was not checked');
  return day;
};

/** The CSV of the period, both days counted (India's calendar). Fails before the answer starts if the store cannot be read. */
export async function trailCsv(auth: DistributorAuth, period: TrailPeriodValues): Promise<TrailFile> {
  const from = dayOf(period.from);
  const to = dayOf(period.to);
  const holderName = auth.session.name;
  const batches = trailRows(await getDb(), auth.session.arn, istMidnight(from), istMidnight(addDays(to, 1)));
  // The first batch is read here: a store that cannot answer is refused as any failure is, not cut short.
  let first: IteratorResult<Initiation[]> | null = await batches.next();
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(CSV_BOM + csvLine(HEADERS)));
    },
    async pull(controller) {
      try {
        const next = first ?? (await batches.next());
        first = null;
        if (next.done) return controller.close();
        controller.enqueue(encoder.encode(next.value.map((r) => csvLine(cells(r, holderName))).join('')));
      } catch (err) {
        // The file is cut short and the browser sees a failed download; the log keeps the kind, never a row.
        log('error', { trailExport: 'failed while streaming', error: (err as Error)?.name ?? typeof err });
        controller.error(err);
      }
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
  return { name: `audit-trail-${formatIsoDay(from)}-to-${formatIsoDay(to)}.csv`, body };
}
