import 'server-only';
import type { z } from 'zod';
import type { DistributorAuth } from '../auth/session';
import { env } from '../env';
import { foliosByPan, investorByPan } from '../fundhouse/endpoints/investors';
import { fundList, validateBrokerCode } from '../fundhouse/endpoints/purchase';
import { upstream } from '../fundhouse/upstream';

// The investor and the folios of the PAN a transaction is for, as the registrar answered them a moment
// ago. A transaction reads them on every step (the list's Transact, the types page, the form, its
// submit, the summary, the confirmation); remembered per user for a short time they are asked once per
// transaction instead of five or six times. A cache that is safe to lose (ARCHITECTURE.md): per process,
// and an entry that is gone is simply asked again. A failed read is never kept.

/** How long one answer serves the same user's later steps. */
export const FLOW_READ_MS = 60_000;
const MAX_ENTRIES = 2_000;

interface Remembered {
  at: number;
  answer: Promise<unknown>;
}

const shared = globalThis as typeof globalThis & { __portalFlowReads?: Map<string, Remembered> };
const entries = (shared.__portalFlowReads ??= new Map());

/** The user and ARN the answer was given to: one distributor never reads another's. */
const whose = (auth: DistributorAuth) => `${auth.session.userId.trim().toLowerCase()}|${auth.session.arn}`;

function remembered<T>(key: string, ask: () => Promise<T>, now = Date.now()): Promise<T> {
  const seen = entries.get(key);
  if (seen && now - seen.at < FLOW_READ_MS) return seen.answer as Promise<T>;
  if (entries.size >= MAX_ENTRIES) {
    for (const [k, e] of entries) if (now - e.at >= FLOW_READ_MS) entries.delete(k);
    if (entries.size >= MAX_ENTRIES) entries.clear();
  }
  const answer = ask();
  const entry = { at: now, answer };
  entries.set(key, entry);
  answer.catch(() => {
    if (entries.get(key) === entry) entries.delete(key);
  });
  return answer;
}

/** GetDistributorDetailsbyPAN for a transaction's PAN (no row: outside the caller's book). */
export function flowInvestor(auth: DistributorAuth, pan: string): Promise<z.output<(typeof investorByPan)['answer']>> {
  return remembered(`investor|${whose(auth)}|${pan}`, () =>
    upstream(investorByPan, { Uid: auth.session.userId, ReqBy: 'D', PAN: pan, customfund: env().FUND_CODE }, { token: auth.token }),
  );
}

/** GetDistFoliobyPan: the PAN's folios with their balances. */
export function flowFolios(auth: DistributorAuth, pan: string): Promise<z.output<(typeof foliosByPan)['answer']>> {
  const fund = env().FUND_CODE;
  return remembered(`folios|${whose(auth)}|${pan}`, () =>
    upstream(foliosByPan, { PAN: pan, Fund: fund, Agent: auth.session.arn, customfund: fund }, { token: auth.token }),
  );
}

/** GetFundslistByPAN: the PAN's holdings by scheme, which the purchase form offers. */
export function flowFunds(auth: DistributorAuth, pan: string): Promise<z.output<(typeof fundList)['answer']>> {
  const fund = env().FUND_CODE;
  return remembered(`funds|${whose(auth)}|${pan}`, () =>
    upstream(fundList, { PAN: pan, Fund: fund, Agent: auth.session.arn, customfund: fund }, { token: auth.token }),
  );
}

/**
 * ValidateBrokercode: the EUINs of the caller's ARN (or of a Sub ARN). The form offers them and the submit
 * checks the chosen one against them a moment later; the list changes far more slowly than a transaction.
 */
export function flowBrokerCodes(auth: DistributorAuth, subAgent: string): Promise<z.output<(typeof validateBrokerCode)['answer']>> {
  const fund = env().FUND_CODE;
  return remembered(`euins|${whose(auth)}|${subAgent}`, () =>
    upstream(validateBrokerCode, { Fund: fund, SubAgentCd: subAgent, AgentCd: auth.session.arn, customfund: fund }, { token: auth.token }),
  );
}

/** After a transaction is confirmed its investor's holdings may differ: the next one asks again. */
export function forgetFlowReads(auth: DistributorAuth, pan: string): void {
  for (const what of ['investor', 'folios', 'funds']) entries.delete(`${what}|${whose(auth)}|${pan}`);
}
