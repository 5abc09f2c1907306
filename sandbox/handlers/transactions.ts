import { detailedTransactions, reinitiateTransaction } from '../../server/fundhouse/endpoints/transactions';
import { linkExpiresAt } from '../../lib/rules/authorisation-link';
import { sendMessage } from '../outbox';
import { formatIstDateTime } from '../dates';
import { authorisationLink, authorisationMail, listTransactions, reinitiate } from '../domains/transactions/portfolio-txns';
import { refuse, route, signedIn } from '../router';

// Transactions by authorisation state and reinitiation, for the caller's book only (a narrowed member's
// investors only: another's transaction is not there, or not found, as another book's).

const detailedRoute = route(detailedTransactions, async (params, ctx) => {
  const caller = signedIn(ctx);
  if (params.Arn.trim().toUpperCase() !== caller.arn) return { DtData: [] };
  const rows = await listTransactions(ctx.db, caller, params.customfund.trim(), params.transflag);
  return {
    DtData: rows.map((t) => ({
      ihno: String(t.ihno),
      InvName: t.inv_name,
      pan: t.pan,
      scheme: t.scheme_desc,
      trtype: t.trtype,
      Entdate: formatIstDateTime(t.entered_at),
      dd_appno: `W${t.ihno}`,
      amount: t.amount,
      sipamount: t.sip_amount,
      units: t.units,
      Link: t.state === 'P' ? authorisationLink(t.auth_token) : '',
      fund_code: t.fund,
      status: t.state,
      Reinitiate: t.state === 'E' && t.reinitiable && t.reinitiated_as === null ? ('Y' as const) : ('N' as const),
      ExpiresAt: t.state === 'P' ? linkExpiresAt(t.entered_at).toISOString() : '',
      EndedAs: t.state !== 'E' ? ('' as const) : t.decision === 'R' ? ('Rejected' as const) : ('Expired' as const),
    })),
  };
});

const reinitiateRoute = route(reinitiateTransaction, async (params, ctx) => {
  const caller = signedIn(ctx);
  const ihno = Number(params.ihno.trim());
  if (!Number.isSafeInteger(ihno)) return refuse('No Data Found');
  const result = await reinitiate(ctx.db, caller, params.fund.trim(), ihno);
  if ('refused' in result) return refuse(result.refused);
  const mail = await authorisationMail(ctx.db, result.ihno);
  if (mail) await sendMessage(ctx.db, mail);
  return { Table1: [{ IHNO: String(result.ihno) }] };
}, { needs: 'initiate' });

export const transactionsRoutes = [detailedRoute, reinitiateRoute];
