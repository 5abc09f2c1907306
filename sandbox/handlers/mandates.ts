import type { z } from 'zod';
import {
  emandateList, enachBankValid, enachBanksByFolio, enachFrequencies, enachRegistration, otmSipDetails, upiRegistration,
} from '../../server/fundhouse/endpoints/mandates';
import { peakDrawn, type DrawingSip } from '../../lib/rules/mandate-headroom';
import type { MandateKind } from '../../lib/rules/mandate-registration-limits';
import type { Db } from '../db/client';
import { normaliseArn } from '../domains/links/links';
import {
  bankTakesEmandates, FREQUENCIES, REG_REFUSALS, registerMandate, registrationByRequestRef, registrationProblem, type RegRefusal,
} from '../domains/mandates/mandate-registration';
import { activeMandates, type MandateRow } from '../domains/mandates/mandates';
import { banksOf, maskAccount } from '../domains/redemption/redemption';
import { sendMessage } from '../outbox';
import { route, signedIn, type HandlerContext } from '../router';
import { FUND_CODE } from '../seed/fixtures';
import type { BookReader } from '../domains/investors/portfolio-investors';
import { scopeCondition } from '../domains/team/member-scope';

// The mandate calls, scoped to the caller's book: a folio that is not theirs (or not the PAN's) lists
// nothing and registers nothing. Each listed mandate carries what live SIPs already draw on it.

async function ownsFolio(db: Db, book: BookReader, pan: string, acno: string): Promise<boolean> {
  const member = scopeCondition(book.member, 5, 'f');
  const { rows } = await db.query(
    `select 1 from folios f where f.acno = $1 and f.fund = $2 and f.arn = $3 and f.pan = $4${member.sql}`,
    [acno.trim(), FUND_CODE, book.arn, pan.trim().toUpperCase(), ...member.params],
  );
  return rows.length > 0;
}

/**
 * Rupees the SIPs on each UMRN draw at most on one day from today to the mandate's end: live ones,
 * paused ones from the day they resume, finished or cancelled ones not at all (lib/rules/mandate-headroom.ts).
 */
async function drawn(db: Db, mandates: readonly MandateRow[]): Promise<Map<string, number>> {
  const umrns = mandates.map((m) => m.umrn ?? '').filter(Boolean);
  if (umrns.length === 0) return new Map();
  const { rows } = await db.query<DrawingSip & { umrn: string; today: string }>(
    `select s.umrn, s.amount::float8 as amount, s.status, to_char(s.start_date, 'YYYY-MM-DD') as "startDate",
            to_char(s.end_date, 'YYYY-MM-DD') as "endDate", to_char(pz.pause_to, 'YYYY-MM-DD') as "pausedTo",
            to_char((sandbox_now() at time zone 'Asia/Kolkata')::date, 'YYYY-MM-DD') as today
       from sips s
       left join lateral (
         select r.pause_to from plan_requests r join txns t on t.ihno = r.ihno
          where r.plan_kind = 'SIP' and r.action = 'PAUSE' and r.target = s.ihno and t.decision = 'A'
            and r.pause_to >= (sandbox_now() at time zone 'Asia/Kolkata')::date order by r.pause_from limit 1) pz on true
      where s.umrn = any($1::text[])`,
    [umrns],
  );
  const used = new Map<string, number>();
  for (const m of mandates) {
    const on = rows.filter((r) => r.umrn === m.umrn);
    const today = on[0]?.today;
    if (!today) continue;
    used.set(m.umrn ?? '', peakDrawn(on, today, m.end_date.split('/').reverse().join('-')));
  }
  return used;
}

async function listed(ctx: HandlerContext, p: { Fund: string; PAN: string; customfund: string; acno: string }, kind: 'ENACH' | 'UPI' | 'OTM') {
  const caller = signedIn(ctx);
  if (p.Fund.trim() !== FUND_CODE || p.customfund.trim() !== FUND_CODE) return null;
  if (!(await ownsFolio(ctx.db, caller, p.PAN, p.acno))) return null;
  const rows = await activeMandates(ctx.db, caller.arn, p.PAN.trim().toUpperCase(), p.acno.trim(), kind, true);
  const used = await drawn(ctx.db, rows);
  return rows.map((m: MandateRow) => ({
    'BANK A/C NO': maskAccount(m.account_no),
    GM_ifsc: m.ifsc,
    'BANK NAME': m.bank_name,
    UMRNNO: m.umrn ?? '',
    'MANDATE START DATE': m.start_date,
    'MANDATE END DATE': m.end_date,
    Amt: m.max_amount,
    SIPAmt: String(used.get(m.umrn ?? '') ?? 0),
    Status: m.status,
    RegRef: m.ref,
    mode: m.otm_mode,
  }));
}

const listRoute = route(emandateList, async (p, ctx) => {
  const rows = await listed(ctx, p, p.source === 'UAUTO' ? 'UPI' : 'ENACH');
  return { Table1: (rows ?? []).map(({ mode: _mode, ...r }) => r) };
});

const otmRoute = route(otmSipDetails, async (p, ctx) => {
  const rows = await listed(ctx, p, 'OTM');
  return { Table1: (rows ?? []).map(({ mode, ...r }) => ({ ...r, maskedbankacno: r['BANK A/C NO'], Mode: mode ?? 'AO' })) };
});

const banksRoute = route(enachBanksByFolio, async (p, ctx) => {
  const caller = signedIn(ctx);
  if (p.fund.trim() !== FUND_CODE || !(await ownsFolio(ctx.db, caller, p.pan, p.acno))) return { DtData: [] };
  const banks = await banksOf(ctx.db, caller.arn, p.acno.trim(), FUND_CODE);
  return { DtData: banks.map((b) => ({ KeyVal: `${b.ifsc}|${b.account_type}|${b.account_no}|${b.ifsc.slice(0, 4)}`, bankname: b.bank_name })) };
});

const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;

const bankValidRoute = route(enachBankValid, async (p) => {
  const ifsc = p.i_ifsc.trim().toUpperCase();
  const ok = IFSC.test(ifsc) && bankTakesEmandates(ifsc);
  return { Dtinformation: [{ Error_Message: ok ? 'Success' : REG_REFUSALS.bankNotLive.message }] };
});

const frequencyRoute = route(enachFrequencies, async () => ({ DtData: FREQUENCIES.map((Interpretation) => ({ Interpretation })) }));

const isoOf = (mdy: string) => `${mdy.slice(6, 10)}-${mdy.slice(0, 2)}-${mdy.slice(3, 5)}`;
const refused = (r: RegRefusal) => ({ ErrorCode: r.code, ErrorMessage: r.message });

const registrationRoute = (kind: MandateKind) =>
  async (p: z.output<typeof enachRegistration.params>, ctx: HandlerContext) => {
    const caller = signedIn(ctx);
    if (normaliseArn(p.arncode) !== caller.arn || p.customfund.trim() !== FUND_CODE) return refused(REG_REFUSALS.folio);
    const earlier = await registrationByRequestRef(ctx.db, caller.arn, p.RequestRef);
    if (earlier) return { DtData: [{ en_ihno: earlier }] };
    const pan = p.Pan.trim().toUpperCase();
    if (!(await ownsFolio(ctx.db, caller, pan, p.acno))) return refused(REG_REFUSALS.folio);
    if (!p.Email.trim() || !p.Contact.trim() || !p.Name.trim()) return refused(REG_REFUSALS.contact);
    const bank = (await banksOf(ctx.db, caller.arn, p.acno.trim(), FUND_CODE)).find(
      (b) => b.account_no === p.bank_acno.trim() && b.ifsc === p.bank_ifsc.trim().toUpperCase(),
    );
    if (!bank) return refused(REG_REFUSALS.bank);
    if (!bankTakesEmandates(bank.ifsc)) return refused(REG_REFUSALS.bankNotLive);
    const amount = Number(p.txnamount);
    const registration = {
      kind, arn: caller.arn, pan, acno: p.acno.trim(), amount, frequency: p.frequency.trim(), start: isoOf(p.startdate), end: isoOf(p.enddate),
      bankName: bank.bank_name, accountNo: bank.account_no, ifsc: bank.ifsc, requestRef: p.RequestRef,
    };
    const problem = await registrationProblem(ctx.db, registration).catch(() => REG_REFUSALS.dates);
    if (problem) return refused(problem);
    const { ref, mail } = await registerMandate(ctx.db, registration);
    if (mail) await sendMessage(ctx.db, mail);
    return { DtData: [{ en_ihno: ref }] };
  };

export const mandatesRoutes = [
  listRoute, otmRoute, banksRoute, bankValidRoute, frequencyRoute,
  route(enachRegistration, registrationRoute('ENACH'), { needs: 'initiate' }),
  route(upiRegistration, registrationRoute('UPI'), { needs: 'initiate' }),
];
