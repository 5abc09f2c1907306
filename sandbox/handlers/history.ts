import { brokerageDetails, transactionHistory } from '../../server/fundhouse/endpoints/history';
import { payouts } from '../domains/reports/earnings';
import { findInBook } from '../domains/investors/portfolio-investors';
import { istDay } from '../domains/schemes/schemes';
import { refuse, route, signedIn } from '../router';

// The transaction history of an investor and the distributor's brokerage payouts, for the caller's own
// book only: another distributor's investor is "not found", another ARN's brokerage is refused.

export const HISTORY_MESSAGES = {
  notFound: 'Investor not found',
  otherArn: 'Brokerage details can be viewed for your own ARN only',
} as const;

/** The registrar's words for a transaction's state. */
const STATUS = { A: 'Success', R: 'Rejected', E: 'Expired', P: 'Pending' } as const;

interface HistoryRow {
  ihno: string;
  scheme_desc: string;
  trtype: string;
  amount: string;
  acno: string | null;
  trdt: string;
  decision: 'A' | 'R' | null;
  state: 'A' | 'E' | 'P';
  rejected: boolean;
  nav: string | null;
  units: string | null;
}

const transactionHistoryRoute = route(transactionHistory, async (params, ctx) => {
  const caller = signedIn(ctx);
  const investor = await findInBook(ctx.db, caller, params.pan);
  if (!investor) return refuse(HISTORY_MESSAGES.notFound);
  // NAV and units are the allotment's (sandbox/domains/transactions/allotment.ts): empty until the NAV of the
  // transaction's day is struck, though an approved row already reads Success.
  const { rows } = await ctx.db.query<HistoryRow>(
    `select t.ihno::text, s.name || ' - ' || s.plan_desc || ' Plan - ' || s.option_desc as scheme_desc, t.trtype,
            greatest(coalesce(t.allot_amount, t.amount), t.sip_amount)::text as amount, t.acno,
            to_char((t.entered_at at time zone 'UTC') + interval '330 minutes', 'DD/MM/YYYY') as trdt, t.decision, t.state,
            t.rejected_at is not null as rejected, t.nav::text as nav, t.allot_units::text as units
       from txns_now t join schemes s on (s.fund, s.scheme, s.plan, s.option) = (t.fund, t.scheme, t.plan, t.option)
      where t.arn = $1 and t.pan = $2 and t.fund = $3
      order by t.entered_at desc, t.ihno desc`,
    [caller.arn, investor.pan, params.Fund.trim()],
  );
  return {
    DtData: rows.map((r) => ({
      SchemeDesc: r.scheme_desc,
      TrtypeDesc: r.trtype,
      td_trno: r.ihno,
      td_amt: Number(r.amount).toFixed(2),
      td_acno: r.acno,
      td_nav: r.nav === null ? '' : Number(r.nav).toFixed(4),
      td_units: r.units === null ? '' : Number(r.units).toFixed(3),
      td_trdt: r.trdt,
      Status: r.decision === 'R' || r.rejected ? STATUS.R : STATUS[r.state],
    })),
  };
});

const dmy = (iso: string) => iso.split('-').reverse().join('/');

const brokerageRoute = route(brokerageDetails, async (params, ctx) => {
  const caller = signedIn(ctx);
  if (params.Agent.trim().toUpperCase() !== caller.arn) return refuse(HISTORY_MESSAGES.otherArn);
  const list = await payouts(ctx.db, caller.arn, params.Fund.trim(), istDay(ctx.clock.now()));
  return {
    DtData: list.map((p) => ({
      BankName: p.bankName, Fromdate: dmy(p.from), ToDate: dmy(p.to), Amount: p.amount.toFixed(2),
      Incentives: p.incentives.map((x) => ({
        Pan: x.pan, InvName: x.name, Category: x.category, City: x.city, FirstInvestment: x.firstKind, FirstDate: dmy(x.firstOn),
        FirstAmount: x.firstAmount.toFixed(2), Amount: x.amount.toFixed(2),
      })),
    })),
  };
}, { needs: 'earnings' });

export const historyRoutes = [transactionHistoryRoute, brokerageRoute];
