import 'server-only';
import type { SipFigures } from '@/lib/api/sip-figures';
import { parseAmount } from '@/lib/money';
import type { DistributorAuth } from '../../auth/session';
import { sipAum } from '../../fundhouse/endpoints/dashboard';
import { upstream } from '../../fundhouse/upstream';
import { env } from '../../env';

const clients = (rows: readonly { pan: string }[]) => new Set(rows.map((r) => r.pan.trim().toUpperCase())).size;

/** The SIP figures of the distributor's own book (the session's ARN, never the browser's). */
export async function getSipFigures(auth: DistributorAuth): Promise<SipFigures> {
  const answer = await upstream(sipAum, { AgentCode: auth.session.arn, customfund: env().FUND_CODE }, { token: auth.token });
  const totals = answer.DtData[0];
  return {
    expiringNextMonth: Number(totals?.SIP_expired_next_month) || 0,
    closedThisMonth: Number(totals?.SIP_Closed_this_month) || 0,
    monthlyInvestment: parseAmount(totals?.Sip_Investments) ?? 0,
    clientsWithSip: clients(answer.Table7),
    clientsWithoutSip: clients(answer.Table8),
  };
}
