import { financialYearStart } from '../../../lib/rules/ekyc-limit';
import type { FolioContacts } from '../../../lib/rules/folio-contacts';
import { orderProblems, type OrderFacts } from '../../../lib/rules/order-problems';
import { debitFreezeProblem } from '../../../lib/rules/debit-freeze';
import { kycProblem } from '../../../lib/rules/kyc-validation';
import type { NominationChoice } from '../../../lib/rules/nomination';
import { firstRefusal, type OrderKind, type RegistrarProblem } from '../../../lib/rules/registrar-problem';
import { schemeSuspensionProblem } from '../../../lib/rules/scheme-suspension';
import type { Db } from '../../db/client';
import { complianceOf, folioFrozen } from '../investors/compliance';
import { loadMarketCalendar } from '../schemes/market-calendar';
import { istDay } from '../schemes/schemes';
import { euinCertification } from '../links/links';
import { firmContacts } from '../team/firm-contacts';

// The registrar's facts about one order, read from its own tables and clock, and what the rules in
// lib/rules/order-problems.ts hold against it. The submits refuse with the first refusing problem
// (its reason code as the ErrorCode); /GetOrderProblems answers them all.

export interface OrderAsk {
  arn: string;
  pan: string;
  fund: string;
  kind: OrderKind;
  /** The folio the order goes into or takes units out of; null when it makes a new one. */
  acno: string | null;
  /** The scheme the order puts money into (a purchase's, a SIP's, a switch's or STP's target); null for none. */
  into: { scheme: string; plan: string; option: string } | null;
  /** The scheme the order takes units out of (redemption, switch, SWP, STP), when known: its NAV's cut-off. */
  out?: { scheme: string; plan: string; option: string } | null;
  /** Rupees the order puts in this financial year. */
  adding: number;
  contacts: FolioContacts | null;
  /** The EUIN named on the order; null or '' when execution-only. */
  euin: string | null;
  mandate: OrderFacts['mandate'];
  /** The nomination the order carries itself (a new investor's application saves its own); absent: the registrar's record of the investor. */
  nomination?: NominationChoice;
}

/** Purchases count toward the year while they may still go in: approved, or pending within their link's life. */
const INVESTED_THIS_YEAR = `
  select coalesce(sum(amount), 0)::float8 as invested from txns
   where pan = $1 and fund = $2 and trtype in ('New Purchase', 'Additional Purchase')
     and ((entered_at at time zone 'Asia/Kolkata')::date) >= $3::date
     and (decision = 'A' or (decision is null and entered_at > sandbox_now() - interval '7 days'))`;

/** What an investor put into the fund this financial year, as the e-KYC limit counts it (today: the IST day). */
export async function investedThisYear(db: Db, pan: string, fund: string, today: string): Promise<number> {
  return Number((await db.query<{ invested: number }>(INVESTED_THIS_YEAR, [pan, fund, financialYearStart(today)])).rows[0]?.invested ?? 0);
}

async function factsOf(db: Db, ask: OrderAsk, now: Date): Promise<OrderFacts> {
  const today = istDay(now);
  const compliance = await complianceOf(db, ask.pan);
  const theirs = await firmContacts(db, ask.arn);
  const invested = compliance.otp_ekyc ? await investedThisYear(db, ask.pan, ask.fund, today) : 0;
  const schemeOf = async (key: { scheme: string; plan: string; option: string } | null | undefined) => key
    ? (await db.query<{ category: string; suspended: boolean }>(
      'select category, subscriptions_suspended as suspended from schemes where fund = $1 and scheme = $2 and plan = $3 and option = $4',
      [ask.fund, key.scheme, key.plan, key.option])).rows[0] ?? null
    : null;
  const into = await schemeOf(ask.into);
  const navScheme = ask.kind === 'purchase' ? into : await schemeOf(ask.out);
  const euin = ask.euin?.trim().toUpperCase() || null;
  const certified = euin ? await euinCertification(db, euin) : undefined;
  return {
    kind: ask.kind,
    opensFolio: ask.acno === null,
    // The registrar's folios here are held singly.
    holders: 1,
    kycStatus: compliance.kyc_status,
    nomination: ask.nomination ?? compliance.nomination,
    contacts: ask.contacts,
    distributorContacts: theirs,
    otpEkyc: compliance.otp_ekyc,
    investedThisYear: invested,
    adding: ask.adding,
    folioFrozen: ask.acno !== null && (await folioFrozen(db, ask.acno)),
    schemeSuspended: into?.suspended ?? false,
    euin: euin && certified ? { code: euin, certifiedUntil: certified.until } : null,
    now,
    today,
    navCategory: navScheme?.category ?? null,
    calendar: await loadMarketCalendar(db),
    mandate: ask.mandate,
  };
}

export async function problemsOfOrder(db: Db, ask: OrderAsk, now: Date): Promise<RegistrarProblem[]> {
  return orderProblems(await factsOf(db, ask, now));
}

/** The first problem that refuses the order, or null. */
export async function orderRefusal(db: Db, ask: OrderAsk, now: Date): Promise<RegistrarProblem | null> {
  return firstRefusal(await problemsOfOrder(db, ask, now));
}

type SchemeKey = { scheme: string; plan: string; option: string };

/**
 * What the registrar checks again when it processes an approved order, because it may have moved since
 * the order was accepted: the KRA's status of the KYC, the investor's debit freeze of the folio, and the
 * suspension of the scheme the money goes into. The first that refuses rejects the transaction then,
 * with its reason code and words; the rest of the order's facts were checked when it was accepted.
 */
export async function processingRefusal(db: Db, t: { pan: string; fund: string; acno: string | null }, kind: OrderKind, into: SchemeKey | null): Promise<RegistrarProblem | null> {
  const compliance = await complianceOf(db, t.pan);
  const suspended = into
    ? ((await db.query<{ suspended: boolean }>(
      'select subscriptions_suspended as suspended from schemes where fund = $1 and scheme = $2 and plan = $3 and option = $4',
      [t.fund, into.scheme, into.plan, into.option])).rows[0]?.suspended ?? false)
    : false;
  return firstRefusal([
    kycProblem(compliance.kyc_status, false),
    debitFreezeProblem(kind, t.acno !== null && (await folioFrozen(db, t.acno))),
    schemeSuspensionProblem(kind, suspended),
  ].filter((p): p is RegistrarProblem => p !== null));
}
