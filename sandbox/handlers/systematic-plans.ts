import { randomBytes } from 'node:crypto';
import { saveSwp, swpOptions } from '../../server/fundhouse/endpoints/systematic-plans';
import type { Db } from '../db/client';
import { normaliseArn } from '../domains/links/links';
import { sendMessage } from '../outbox';
import { authorisationMail } from '../domains/transactions/portfolio-txns';
import { REDEMPTION_MIN_AMOUNT } from '../domains/purchase/purchase-lists';
import { freeHoldings } from '../domains/redemption/redemption-holdings';
import { addMonthsIso } from '../domains/sip/sip-topup-rules';
import { orderRefusal } from '../domains/transactions/order-checks';
import { refuse, route, signedIn, type HandlerContext } from '../router';
import { isipOptions } from './new-investor-application';
import { FUND_CODE } from '../seed/fixtures';
import { SWP_LEAD_DAYS, SWP_MAX_WITHDRAWALS, SWP_MIN_WITHDRAWALS, SWP_RULE_MESSAGES } from '../../lib/rules/swp';
import { ZERO_BALANCE_MESSAGES } from '../../lib/rules/zero-balance';

// The plans' option lists and the SWP registration (seed 001 sections 5, 7 and 9). A registered plan
// is recorded with its schedule and a pending transaction the investor approves from the outbox; it
// is live (listed for cancellation) once approved.

export const SWP_RULES = {
  minWithdrawals: SWP_MIN_WITHDRAWALS,
  maxWithdrawals: SWP_MAX_WITHDRAWALS,
  leadDays: SWP_LEAD_DAYS,
  days: [1, 5, 10, 15, 20, 25],
} as const;

export const SWP_REFUSALS = {
  notFound: 'No Data Found',
  zeroBalance: ZERO_BALANCE_MESSAGES.swp,
  option: SWP_RULE_MESSAGES.option,
  frequency: SWP_RULE_MESSAGES.frequency,
  day: SWP_RULE_MESSAGES.day,
  withdrawalsMax: SWP_RULE_MESSAGES.withdrawalsMax,
  withdrawalsMin: SWP_RULE_MESSAGES.withdrawalsMin,
  minimum: (min: number) => `Minimum amount is ${min}(₹)`,
  balance: SWP_RULE_MESSAGES.balance,
  period: 'The SWP period does not match the SWP day and number of withdrawals',
} as const;

const OPTIONS = {
  SWPW: [{ Description: 'Fixed' }, { Description: 'Appreciation' }],
  SWF: [
    { FrequencyID: 'M', FrequencyDescription: 'Monthly', Minimum_Instalment: '5' },
    { FrequencyID: 'Q', FrequencyDescription: 'Quarterly', Minimum_Instalment: '5' },
  ],
  SWPD: SWP_RULES.days.map((d) => ({ sip_cycleid: String(d) })),
  SF: [
    { FrequencyID: 'W', FrequencyDescription: 'Weekly', Minimum_Instalment: '6' },
    { FrequencyID: 'M', FrequencyDescription: 'Monthly', Minimum_Instalment: '6' },
    { FrequencyID: 'Q', FrequencyDescription: 'Quarterly', Minimum_Instalment: '4' },
  ],
  STPD: SWP_RULES.days.map((d) => ({ sip_cycleid: String(d) })),
} as const;

const optionsRoute = route(swpOptions, async (p, ctx) => {
  if (p.opt === 'SIP') {
    // The same call answers a new investor's iSIP options.
    signedIn(ctx);
    const answer = isipOptions(p);
    return typeof answer === 'string' ? refuse(answer) : answer;
  }
  return p.fund.trim() === FUND_CODE ? { Dtinformation: [...OPTIONS[p.opt]] } : { Dtinformation: [] };
});

const isoOf = (m: string) => `${m.slice(6, 10)}-${m.slice(0, 2)}-${m.slice(3, 5)}`;
const todayOf = (ctx: HandlerContext) => new Date(ctx.clock.now().getTime() + 330 * 60_000).toISOString().slice(0, 10);

/** The next day-of-month `day` at least `lead` days after `today`. */
export function firstOn(today: string, day: number, lead: number): string {
  const earliest = new Date(Date.parse(`${today}T00:00:00Z`) + lead * 86_400_000).toISOString().slice(0, 10);
  const same = `${earliest.slice(0, 8)}${String(day).padStart(2, '0')}`;
  return same >= earliest ? same : addMonthsIso(same, 1);
}

export async function planByRef(db: Db, arn: string, ref: string): Promise<number | null> {
  const { rows } = await db.query<{ ihno: number }>(
    'select p.txn_ihno::int as ihno from systematic_plans p join txns t on t.ihno = p.txn_ihno where p.request_ref = $1 and t.arn = $2',
    [ref, arn],
  );
  return rows[0]?.ihno ?? null;
}

const swpRoute = route(saveSwp, async (p, ctx) => {
  const caller = signedIn(ctx);
  if (normaliseArn(p.Agent) !== caller.arn || p.Fund.trim() !== FUND_CODE) return refuse(SWP_REFUSALS.notFound);
  const done = await planByRef(ctx.db, caller.arn, p.RequestRef);
  if (done) return { Table1: [{ RefNo: String(done) }] };
  const acno = p.Acno.trim();
  const pan = p.Pan.trim().toUpperCase();
  const all = await freeHoldings(ctx.db, { book: caller, pan, fund: FUND_CODE, acno });
  if (all.length === 0) return refuse(SWP_REFUSALS.notFound);
  if (all.every((h) => Number(h.free_units) <= 0)) return refuse(SWP_REFUSALS.zeroBalance);
  const h = all.find((x) => x.scheme === p.Scheme.trim() && x.plan === p.Plan.trim() && x.option === p.Optn.trim());
  if (!h || Number(h.free_units) <= 0) return refuse(SWP_REFUSALS.notFound);
  const option = p.Withdrawaltype.trim();
  if (option !== 'Fixed' && option !== 'Appreciation') return refuse(SWP_REFUSALS.option);
  const freq = OPTIONS.SWF.find((f) => f.FrequencyID === p.Freq.trim());
  if (!freq) return refuse(SWP_REFUSALS.frequency);
  const day = Number(p.Swpday);
  if (!(SWP_RULES.days as readonly number[]).includes(day)) return refuse(SWP_REFUSALS.day);
  const n = Number(p.Noofwithdrawals);
  if (!Number.isInteger(n) || n > SWP_RULES.maxWithdrawals) return refuse(SWP_REFUSALS.withdrawalsMax);
  if (n < Math.max(SWP_RULES.minWithdrawals, Number(freq.Minimum_Instalment))) return refuse(SWP_REFUSALS.withdrawalsMin);
  const amount = Number(p.Amount) || 0;
  if (option === 'Fixed') {
    if (!Number.isInteger(amount) || amount < REDEMPTION_MIN_AMOUNT) return refuse(SWP_REFUSALS.minimum(REDEMPTION_MIN_AMOUNT));
    if (amount > Number(h.value)) return refuse(SWP_REFUSALS.balance);
  }
  const start = firstOn(todayOf(ctx), day, SWP_RULES.leadDays);
  const end = addMonthsIso(start, (n - 1) * (freq.FrequencyID === 'Q' ? 3 : 1));
  if (isoOf(p.Stdt) !== start || isoOf(p.Enddt) !== end) return refuse(SWP_REFUSALS.period);
  const problem = await orderRefusal(ctx.db, {
    arn: caller.arn, pan, fund: FUND_CODE, kind: 'swp', acno, into: null, adding: 0, contacts: null, euin: null, mandate: null,
  }, ctx.clock.now());
  if (problem) return refuse(problem.words, problem.code);

  const { rows } = await ctx.db.query<{ ihno: number }>(
    `insert into txns (arn, pan, fund, acno, scheme, plan, option, trtype, amount, entered_at, auth_token)
     values ($1, $2, $3, $4, $5, $6, $7, 'SWP Registration', $8, sandbox_now(), $9) returning ihno::int as ihno`,
    [caller.arn, pan, FUND_CODE, acno, h.scheme, h.plan, h.option, amount, randomBytes(16).toString('hex')],
  );
  const ihno = rows[0]?.ihno;
  if (!ihno) throw new Error('no transaction number was assigned');
  await ctx.db.query(
    `insert into systematic_plans (kind, acno, scheme, plan, option, amount, frequency, plan_day, start_date, end_date, installments,
       withdrawal_option, status, entered_on, txn_ihno, request_ref)
     values ('SWP', $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'Live', (sandbox_now() at time zone 'Asia/Kolkata')::date, $12, $13)`,
    [acno, h.scheme, h.plan, h.option, option === 'Fixed' ? amount : 1, freq.FrequencyDescription, day, start, end, n, option, ihno, p.RequestRef],
  );
  const mail = await authorisationMail(ctx.db, ihno);
  if (mail) await sendMessage(ctx.db, mail);
  return { Table1: [{ RefNo: String(ihno) }] };
}, { needs: 'initiate' });

export const systematicPlanRoutes = [optionsRoute, swpRoute];
