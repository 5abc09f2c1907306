import { planInstalments } from '../../server/fundhouse/endpoints/lifecycle';
import { failureCount, planHead, planInstalmentRows } from '../domains/plans/instalment-plans';
import { normaliseArn } from '../domains/links/links';
import { settlePlans } from '../domains/plans/plan-requests';
import { refuse, route, signedIn } from '../router';
import { FUND_CODE } from '../seed/fixtures';

// A SIP's, STP's or SWP's instalments for the caller's book; another book's plan (a narrowed member's
// outside their scope too), or a number no plan has, reads as 'No Data Found'.

const NOT_FOUND = 'No Data Found';

const planInstalmentsRoute = route(planInstalments, async (p, ctx) => {
  const caller = signedIn(ctx);
  const ihno = Number(p.Ihno.trim());
  if (normaliseArn(p.Arn) !== caller.arn || p.Fund.trim() !== FUND_CODE || !Number.isSafeInteger(ihno) || ihno <= 0) return refuse(NOT_FOUND);
  await settlePlans(ctx.db);
  const head = await planHead(ctx.db, caller, ihno);
  if (!head) return refuse(NOT_FOUND);
  const rows = await planInstalmentRows(ctx.db, head.kind, head.ihno);
  const { failures, threshold } = failureCount(head, rows);
  const due = head.next_due
    ? [{ DueDate: head.next_due, Status: 'Due' as const, Reason: '', Amount: head.amount, Nav: '', Units: '' }]
    : [];
  return {
    Plan: [
      {
        ihno: String(head.ihno), kind: head.kind, status: head.status, frequency: head.frequency, RegisteredOn: head.registered_on,
        PausedFrom: head.paused_from, PausedTo: head.paused_to, ConsecutiveFailures: String(failures), CancelAfter: String(threshold),
        ClosedOn: head.closed_on, ClosedReason: head.closed_reason,
      },
    ],
    Instalments: [
      ...due,
      ...rows.map((r) => ({ DueDate: r.due, Status: r.status, Reason: r.reason, Amount: r.amount, Nav: r.nav, Units: r.units })),
    ],
  };
});

export const instalmentRoutes = [planInstalmentsRoute];
