import 'server-only';
import type { z } from 'zod';
import type { DistributorAuth } from '../../auth/session';
import { env } from '../../env';
import { foliosByPan, investorByPan } from '../../fundhouse/endpoints/investors';
import { fundList, validateBrokerCode } from '../../fundhouse/endpoints/purchase';
import { upstream } from '../../fundhouse/upstream';
import { shortLivedCache } from '../../cache/short-lived';

// The investor and the folios of the PAN a transaction is for, as the registrar answered them a moment
// ago. A transaction reads them on every step (the list's Transact, the types page, the form, its
// submit, the summary, the confirmation); remembered per user for a short time they are asked once per
// transaction instead of five or six times.

/** How long one answer serves the same user's later steps. */
export const FLOW_READ_MS = 60_000;
const cache = shortLivedCache('flow-reads', FLOW_READ_MS, 2_000);

/** The user and ARN the answer was given to: one distributor never reads another's. */
const whose = (auth: DistributorAuth) => `${auth.session.userId.trim().toLowerCase()}|${auth.session.arn}`;

/** GetDistributorDetailsbyPAN for a transaction's PAN (no row: outside the caller's book). */
export function flowInvestor(auth: DistributorAuth, pan: string): Promise<z.output<(typeof investorByPan)['answer']>> {
  return cache.get(`investor|${whose(auth)}|${pan}`, () =>
    upstream(investorByPan, { Uid: auth.session.userId, ReqBy: 'D', PAN: pan, customfund: env().FUND_CODE }, { token: auth.token }),
  );
}

/** GetDistFoliobyPan: the PAN's folios with their balances. */
export function flowFolios(auth: DistributorAuth, pan: string): Promise<z.output<(typeof foliosByPan)['answer']>> {
  const fund = env().FUND_CODE;
  return cache.get(`folios|${whose(auth)}|${pan}`, () =>
    upstream(foliosByPan, { PAN: pan, Fund: fund, Agent: auth.session.arn, customfund: fund }, { token: auth.token }),
  );
}

/** GetFundslistByPAN: the PAN's holdings by scheme, which the purchase form offers. */
export function flowFunds(auth: DistributorAuth, pan: string): Promise<z.output<(typeof fundList)['answer']>> {
  const fund = env().FUND_CODE;
  return cache.get(`funds|${whose(auth)}|${pan}`, () =>
    upstream(fundList, { PAN: pan, Fund: fund, Agent: auth.session.arn, customfund: fund }, { token: auth.token }),
  );
}

/**
 * ValidateBrokercode: the EUINs of the caller's ARN (or of a Sub ARN). The form offers them and the submit
 * checks the chosen one against them a moment later; the list changes far more slowly than a transaction.
 */
export function flowBrokerCodes(auth: DistributorAuth, subAgent: string): Promise<z.output<(typeof validateBrokerCode)['answer']>> {
  const fund = env().FUND_CODE;
  return cache.get(`euins|${whose(auth)}|${subAgent}`, () =>
    upstream(validateBrokerCode, { Fund: fund, SubAgentCd: subAgent, AgentCd: auth.session.arn, customfund: fund }, { token: auth.token }),
  );
}

/** After a transaction is confirmed its investor's holdings may differ: the next one asks again. */
export function forgetFlowReads(auth: DistributorAuth, pan: string): void {
  for (const what of ['investor', 'folios', 'funds']) cache.forget(`${what}|${whose(auth)}|${pan}`);
}
