import { cancelAfter, consecutiveFailures, type InstalmentOutcome } from '../../../lib/rules/sip-auto-cancel';
import { RECENT_LAPSE_DAYS } from '../../../lib/rules/worklist';
import { ekycHeadroom } from '../../../lib/rules/ekyc-limit';
import { FOLIO_CONTACT_CODES, folioContactProblems } from '../../../lib/rules/folio-contacts';
import type { KycStatus } from '../../../lib/rules/kyc-validation';
import type { NominationChoice } from '../../../lib/rules/nomination';
import type { Db } from '../../db/client';
import { investedThisYear } from '../transactions/order-checks';
import { istDay } from '../schemes/schemes';
import { liveSipsFor } from '../sip/sip-changes';
import { firmContacts } from '../team/firm-contacts';
import { scopeCondition } from '../team/member-scope';
import type { BookReader } from './portfolio-investors';

// The book-wide worklist read (/GetBookWorklist, this project's own): the facts the per-investor
// calls give one at a time (the KRA's word, the FATCA record, the contacts on record, each SIP's
// failures and mandate), for a whole book in a few queries; and what the registrar holds against an
// investor's orders (compliance.ts, read with the same rules as order-checks.ts). A narrowed member's
// worklist holds their investors only (sandbox/domains/team/member-scope.ts).

export interface BlockedInvestor {
  pan: string;
  name: string;
  kyc: 'Compliant' | 'Not compliant' | 'On hold';
  fatca: 'Y' | 'N';
  email: 'Y' | 'N';
  mobile: 'Y' | 'N';
  /** What the registrar holds against orders (compliance.ts), read as order-checks.ts reads it. */
  kycStatus: KycStatus;
  nomination: NominationChoice;
  sharedEmail: 'Y' | 'N';
  sharedMobile: 'Y' | 'N';
  frozenFolios: string[];
  otpEkyc: 'Y' | 'N';
  /** Rupees an OTP-based e-KYC investor may still put into the fund this financial year; null for the others. */
  ekycLeft: number | null;
}

interface BookRow {
  pan: string;
  name: string;
  kyc: BlockedInvestor['kyc'];
  fatca: 'Y' | 'N';
  email: string | null;
  mobile: string | null;
  kycStatus: KycStatus;
  nomination: NominationChoice;
  otpEkyc: boolean;
}

const yn = (b: boolean): 'Y' | 'N' => (b ? 'Y' : 'N');

/**
 * Investors of the book (or the one PAN of it) whom something stops or the registrar holds against some
 * orders: KYC (the fund house's record, then the KRA's hold, then the registrar's status), FATCA, contacts
 * (missing, or the distributor's own), nomination, frozen folios of the fund, OTP-based e-KYC.
 */
export async function blockedInvestors(db: Db, book: BookReader, fund: string, now: Date, pan?: string): Promise<BlockedInvestor[]> {
  const { arn } = book;
  const scope = scopeCondition(book.member, 3);
  const { rows } = await db.query<BookRow>(
    `select i.pan, i.name,
            case when i.kyc = 'N' then 'Not compliant' when k.kyc_block = 'Y' then 'On hold' else 'Compliant' end as kyc,
            i.fatca, i.email, i.mobile,
            coalesce(c.kyc_status, case when k.kyc_block = 'Y' then 'On hold' else 'Validated' end) as "kycStatus",
            coalesce(c.nomination, 'nominees') as nomination, coalesce(c.otp_ekyc, false) as "otpEkyc"
       from book b join investors i on i.pan = b.pan left join kra k on k.pan = i.pan left join investor_compliance c on c.pan = i.pan
      where b.arn = $1 and ($2::text is null or b.pan = $2)${scope.sql}
      order by i.name, i.pan`,
    [arn, pan ?? null, ...scope.params],
  );
  const [distributor, frozen] = await Promise.all([
    firmContacts(db, arn),
    db.query<{ pan: string; acno: string }>(
      `select f.pan, f.acno from folio_freezes z join folios f on f.acno = z.acno
        where f.arn = $1 and f.fund = $2 and ($3::text is null or f.pan = $3) order by f.acno`,
      [arn, fund, pan ?? null],
    ),
  ]);
  const frozenOf = new Map<string, string[]>();
  for (const r of frozen.rows) frozenOf.set(r.pan, [...(frozenOf.get(r.pan) ?? []), r.acno]);
  const today = istDay(now);
  const out: BlockedInvestor[] = [];
  for (const r of rows) {
    // The contacts on record are every folio's here; no family relation is on record for any of them.
    const shared = folioContactProblems({ email: r.email ?? '', mobile: r.mobile ?? '', emailFlag: '', mobileFlag: '' }, distributor);
    const ekycLeft = r.otpEkyc ? ekycHeadroom(await investedThisYear(db, r.pan, fund, today)) : null;
    const row: BlockedInvestor = {
      pan: r.pan,
      name: r.name,
      kyc: r.kyc,
      fatca: r.fatca,
      email: yn(!!r.email?.trim()),
      mobile: yn(!!r.mobile?.trim()),
      kycStatus: r.kycStatus,
      nomination: r.nomination,
      sharedEmail: yn(shared.some((p) => p.code === FOLIO_CONTACT_CODES.email)),
      sharedMobile: yn(shared.some((p) => p.code === FOLIO_CONTACT_CODES.mobile)),
      frozenFolios: frozenOf.get(r.pan) ?? [],
      otpEkyc: yn(r.otpEkyc),
      ekycLeft,
    };
    const stopped = row.kyc !== 'Compliant' || row.fatca === 'N' || row.email === 'N' || row.mobile === 'N';
    const held = row.kycStatus !== 'Validated' || row.nomination === 'none' || shared.length > 0 || row.frozenFolios.length > 0 || r.otpEkyc;
    if (stopped || held) out.push(row);
  }
  return out;
}

export interface WorklistSip {
  ihno: number;
  pan: string;
  name: string;
  acno: string;
  scheme: string;
  amount: string;
  frequency: string;
  status: 'Live' | 'Paused' | 'Cancelled';
  start: string;
  end: string;
  pausedTo: string;
  failures: number;
  cancelAfter: number;
  umrn: string;
  closedOn: string;
  closedReason: string;
  registeredAs: string;
}

/** The registration transaction of each SIP a registration made (a seeded SIP has none). */
async function registrations(db: Db, ihnos: number[]): Promise<Map<number, string>> {
  const { rows } = await db.query<{ sip: number; txn: string }>(
    'select sips_ihno::int as sip, txn_ihno::text as txn from sip_registrations where sips_ihno = any($1::bigint[])',
    [ihnos],
  );
  return new Map(rows.map((r) => [r.sip, r.txn]));
}

/** SIPs of the book in the fund that the registrar cancelled after failed instalments within RECENT_LAPSE_DAYS. */
async function lapsedSips(db: Db, book: BookReader, fund: string): Promise<WorklistSip[]> {
  const scope = scopeCondition(book.member, 4, 'f');
  const { rows } = await db.query<Omit<WorklistSip, 'registeredAs'>>(
    `select s.ihno::int as ihno, f.pan, i.name, s.acno, m.name || ' - ' || m.plan_desc || ' - ' || m.option_desc as scheme,
            s.amount::text as amount, s.frequency, 'Cancelled' as status,
            to_char(s.start_date, 'YYYY-MM-DD') as start, to_char(s.end_date, 'YYYY-MM-DD') as end, '' as "pausedTo",
            0 as failures, 0 as "cancelAfter", coalesce(s.umrn, '') as umrn,
            to_char(c.closed_on, 'YYYY-MM-DD') as "closedOn", c.reason as "closedReason"
       from plan_closures c
       join sips s on s.ihno = c.plan_ihno
       join folios f on f.acno = s.acno
       join investors i on i.pan = f.pan
       join schemes m on (m.fund, m.scheme, m.plan, m.option) = (f.fund, s.scheme, s.plan, s.option)
      where c.plan_kind = 'SIP' and f.arn = $1 and f.fund = $2
        and c.closed_on >= (sandbox_now() at time zone 'Asia/Kolkata')::date - $3::int${scope.sql}
      order by c.closed_on desc, s.ihno`,
    [book.arn, fund, RECENT_LAPSE_DAYS, ...scope.params],
  );
  const made = await registrations(db, rows.map((r) => r.ihno));
  return rows.map((r) => ({ ...r, registeredAs: made.get(r.ihno) ?? '' }));
}

/** The book's live and paused SIPs in the fund, with the failures that count toward cancelling each. */
export async function worklistSips(db: Db, book: BookReader, fund: string): Promise<WorklistSip[]> {
  const [sips, lapsed] = await Promise.all([liveSipsFor(db, { book, fund, withPaused: true }), lapsedSips(db, book, fund)]);
  if (sips.length === 0) return lapsed;
  const ihnos = sips.map((s) => s.ihno);
  const history = await db.query<{ ihno: number; status: InstalmentOutcome }>(
    `select plan_ihno::int as ihno, status from instalments where plan_kind = 'SIP' and plan_ihno = any($1::bigint[]) order by plan_ihno, due_date`,
    [ihnos],
  );
  const outcomes = new Map<number, InstalmentOutcome[]>();
  for (const r of history.rows) outcomes.set(r.ihno, [...(outcomes.get(r.ihno) ?? []), r.status]);
  const names = await db.query<{ pan: string; name: string }>(`select pan, name from investors where pan = any($1::text[])`, [[...new Set(sips.map((s) => s.pan))]]);
  const nameOf = new Map(names.rows.map((r) => [r.pan, r.name]));
  const made = await registrations(db, ihnos);
  const live = sips.map((s): WorklistSip => ({
    ihno: s.ihno,
    pan: s.pan,
    name: nameOf.get(s.pan) ?? '',
    acno: s.acno,
    scheme: s.scheme_name,
    amount: s.amount,
    frequency: s.frequency,
    status: s.status,
    start: s.start_date,
    end: s.end_date,
    pausedTo: s.pause_to ?? '',
    failures: consecutiveFailures(outcomes.get(s.ihno) ?? []),
    cancelAfter: cancelAfter(s.frequency),
    umrn: s.umrn,
    closedOn: '',
    closedReason: '',
    registeredAs: made.get(s.ihno) ?? '',
  }));
  return [...live, ...lapsed];
}

export interface WorklistMandate {
  ref: string;
  umrn: string;
  pan: string;
  name: string;
  acno: string;
  kind: 'ENACH' | 'UPI' | 'OTM';
  status: 'Pending' | 'Active';
  bank: string;
  start: string;
  end: string;
  max: string;
}

/** The book's mandates that are active or still await the investor. */
export async function worklistMandates(db: Db, book: BookReader): Promise<WorklistMandate[]> {
  const scope = scopeCondition(book.member, 2, 'm');
  const { rows } = await db.query<WorklistMandate>(
    `select m.ref, coalesce(m.umrn, '') as umrn, m.pan, i.name, m.acno, m.kind, m.status, m.bank_name as bank,
            to_char(m.start_date, 'YYYY-MM-DD') as start, to_char(m.end_date, 'YYYY-MM-DD') as end, m.max_amount::text as max
       from mandates m join investors i on i.pan = m.pan
      where m.arn = $1 and m.status in ('Pending', 'Active')${scope.sql}
      order by m.end_date, m.id`,
    [book.arn, ...scope.params],
  );
  return rows;
}
