import { randomBytes } from 'node:crypto';
import { saveStp } from '../../server/fundhouse/endpoints/systematic-plans';
import { normaliseArn } from '../domains/links/links';
import { authorisationMail } from '../domains/transactions/portfolio-txns';
import { freeHoldings } from '../domains/redemption/redemption-holdings';
import { STP_MAX_TRANSFERS, STP_MIN_AMOUNT, STP_OPTIONS, STP_RULE_MESSAGES, stpMinimumMessage } from '../../lib/rules/stp';
import { addMonthsIso } from '../domains/sip/sip-topup-rules';
import { sendMessage } from '../outbox';
import { orderRefusal } from '../domains/transactions/order-checks';
import { ownTaggingRefusal } from '../domains/team/own-tagging';
import { refuse, route, signedIn, type HandlerContext } from '../router';
import { FUND_CODE } from '../seed/fixtures';
import { firstOn, planByRef, SWP_RULES } from './systematic-plans';
import { ZERO_BALANCE_MESSAGES } from '../../lib/rules/zero-balance';

// The STP registration (seed 001 sections 5, 7 and 9): from a holding with units to another open
// scheme of the fund, weekly (from the next Wednesday at least five days ahead), monthly or quarterly
// (from the next STP day at least 7 days ahead), recorded with its schedule pending approval.

export const STP_MIN_TRANSFERS: Record<string, number> = { W: 6, M: 6, Q: 4 };

export const STP_REFUSALS = {
  notFound: 'No Data Found',
  zeroBalance: ZERO_BALANCE_MESSAGES.stp,
  sameScheme: STP_RULE_MESSAGES.sameScheme,
  toScheme: STP_RULE_MESSAGES.toScheme,
  frequency: STP_RULE_MESSAGES.frequency,
  option: STP_RULE_MESSAGES.option,
  day: STP_RULE_MESSAGES.day,
  transfers: STP_RULE_MESSAGES.transfersMin,
  transfersMax: STP_RULE_MESSAGES.transfersMax,
  minimum: stpMinimumMessage,
  multiple: STP_RULE_MESSAGES.multiple,
  balance: STP_RULE_MESSAGES.balance,
  period: 'The STP period does not match the STP date and number of transfers',
} as const;

const isoOf = (m: string) => `${m.slice(6, 10)}-${m.slice(0, 2)}-${m.slice(3, 5)}`;
const todayOf = (ctx: HandlerContext) => new Date(ctx.clock.now().getTime() + 330 * 60_000).toISOString().slice(0, 10);
const addDaysIso = (iso: string, n: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The next Wednesday at least five days after `today`. */
export function nextWednesday(today: string): string {
  const earliest = addDaysIso(today, 5);
  const dow = new Date(`${earliest}T00:00:00Z`).getUTCDay();
  return addDaysIso(earliest, (3 - dow + 7) % 7);
}

const stpRoute = route(saveStp, async (p, ctx) => {
  const caller = signedIn(ctx);
  if (normaliseArn(p.Agent) !== caller.arn || p.Fund.trim() !== FUND_CODE) return refuse(STP_REFUSALS.notFound);
  // The STP names an EUIN (empty: execution-only) and no sub-broker code.
  const notOwn = ownTaggingRefusal(caller, { euin: p.Euin });
  if (notOwn) return refuse(notOwn);
  const done = await planByRef(ctx.db, caller.arn, p.RequestRef);
  if (done) return { DtData: [{ appno: String(done) }] };
  const acno = p.Acno.trim();
  const pan = p.Pan.trim().toUpperCase();
  const all = await freeHoldings(ctx.db, { book: caller, pan, fund: FUND_CODE, acno });
  if (all.length === 0) return refuse(STP_REFUSALS.notFound);
  if (all.every((h) => Number(h.free_units) <= 0)) return refuse(STP_REFUSALS.zeroBalance);
  const from = all.find((x) => x.scheme === p.Scheme.trim() && x.plan === p.Plan.trim() && x.option === p.Option.trim());
  if (!from || Number(from.free_units) <= 0) return refuse(STP_REFUSALS.notFound);
  const to = { scheme: p.ToScheme.trim(), plan: p.Toplan.trim(), option: p.Tooption.trim() };
  if (to.scheme === from.scheme && to.plan === from.plan && to.option === from.option) return refuse(STP_REFUSALS.sameScheme);
  const { rows: target } = await ctx.db.query<{ multiples: number }>(
    'select multiples from schemes where fund = $1 and scheme = $2 and plan = $3 and option = $4',
    [FUND_CODE, to.scheme, to.plan, to.option],
  );
  if (!target[0]) return refuse(STP_REFUSALS.toScheme);
  const freq = p.Freq.trim();
  if (!(freq in STP_MIN_TRANSFERS)) return refuse(STP_REFUSALS.frequency);
  if (!(STP_OPTIONS as readonly string[]).includes(p.Stpoption.trim())) return refuse(STP_REFUSALS.option);
  const n = Number(p.NoofTransfer);
  if (!Number.isInteger(n) || n > STP_MAX_TRANSFERS) return refuse(STP_REFUSALS.transfersMax);
  if (n < STP_MIN_TRANSFERS[freq]!) return refuse(STP_REFUSALS.transfers(STP_MIN_TRANSFERS[freq]!));
  const amount = Number(p.Amount);
  if (!Number.isInteger(amount) || amount < STP_MIN_AMOUNT) return refuse(STP_REFUSALS.minimum(STP_MIN_AMOUNT));
  if (amount % target[0].multiples !== 0) return refuse(STP_REFUSALS.multiple(target[0].multiples));
  if (amount > Number(from.value)) return refuse(STP_REFUSALS.balance);
  const today = todayOf(ctx);
  let start: string;
  let end: string;
  let day: number;
  if (freq === 'W') {
    start = nextWednesday(today);
    end = addDaysIso(start, (n - 1) * 7);
    day = 3;
  } else {
    day = Number(p.Stpday);
    if (!(SWP_RULES.days as readonly number[]).includes(day)) return refuse(STP_REFUSALS.day);
    start = firstOn(today, day, SWP_RULES.leadDays);
    end = addMonthsIso(start, (n - 1) * (freq === 'Q' ? 3 : 1));
  }
  if (isoOf(p.Stdt) !== start || isoOf(p.Enddt) !== end) return refuse(STP_REFUSALS.period);
  const problem = await orderRefusal(ctx.db, {
    arn: caller.arn, pan, fund: FUND_CODE, kind: 'stp', acno, into: to, adding: 0, contacts: null, euin: null, mandate: null,
  }, ctx.clock.now());
  if (problem) return refuse(problem.words, problem.code);

  const { rows } = await ctx.db.query<{ ihno: number }>(
    `insert into txns (arn, pan, fund, acno, scheme, plan, option, trtype, amount, entered_at, auth_token)
     values ($1, $2, $3, $4, $5, $6, $7, 'STP Registration', $8, sandbox_now(), $9) returning ihno::int as ihno`,
    [caller.arn, pan, FUND_CODE, acno, from.scheme, from.plan, from.option, amount, randomBytes(16).toString('hex')],
  );
  const ihno = rows[0]?.ihno;
  if (!ihno) throw new Error('no transaction number was assigned');
  await ctx.db.query(
    `insert into systematic_plans (kind, acno, scheme, plan, option, to_scheme, to_plan, to_option, amount, frequency, plan_day, start_date, end_date,
       installments, withdrawal_option, status, entered_on, txn_ihno, request_ref, euin)
     values ('STP', $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, 'Live', (sandbox_now() at time zone 'Asia/Kolkata')::date, $15, $16, $17)`,
    [acno, from.scheme, from.plan, from.option, to.scheme, to.plan, to.option, amount, { W: 'Weekly', M: 'Monthly', Q: 'Quarterly' }[freq], day, start, end, n, p.Stpoption.trim(), ihno, p.RequestRef,
      p.Euin.trim().toUpperCase() || null],
  );
  const mail = await authorisationMail(ctx.db, ihno);
  if (mail) await sendMessage(ctx.db, mail);
  return { DtData: [{ appno: String(ihno) }] };
}, { needs: 'initiate' });

export const stpRoutes = [stpRoute];
