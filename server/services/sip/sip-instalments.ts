import 'server-only';
import type { SipInstalment, SipInstalments } from '@/lib/api/investors';
import { parseAmount } from '@/lib/money';
import type { DistributorAuth } from '../../auth/session';
import { planInstalments } from '../../fundhouse/endpoints/lifecycle';
import { UpstreamError } from '../../fundhouse/errors';
import { upstream } from '../../fundhouse/upstream';

// A SIP's recent instalments from /GetPlanInstalments, this project's own call: a registrar without it,
// or any failure of it, leaves the SIP shown without them (null). An ended session still ends the page.

const RECENT = 6;

const count = (text: string) => Math.max(0, Math.round(Number(text) || 0));

export async function sipInstalments(auth: DistributorAuth, ihno: string, fund: string): Promise<SipInstalments | null> {
  try {
    const answer = await upstream(planInstalments, { Arn: auth.session.arn, Fund: fund, Ihno: ihno }, { token: auth.token });
    const plan = answer.Plan[0];
    if (!plan) return null;
    const recent: SipInstalment[] = answer.Instalments.slice(0, RECENT).map((r) => ({
      dueDate: r.DueDate.trim(),
      status: r.Status,
      reason: r.Reason.trim(),
      amount: parseAmount(r.Amount),
      units: r.Units.trim() ? Number(r.Units) || null : null,
    }));
    return {
      consecutiveFailures: count(plan.ConsecutiveFailures),
      cancelAfter: count(plan.CancelAfter),
      closedOn: plan.ClosedOn.trim(),
      closedReason: plan.ClosedReason.trim(),
      recent,
    };
  } catch (err) {
    if (err instanceof UpstreamError && err.kind === 'unauthorized') throw err;
    return null;
  }
}
