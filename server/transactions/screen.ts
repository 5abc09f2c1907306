import 'server-only';
import { redirect } from 'next/navigation';
import { roleOf } from '@/lib/auth/portal-session';
import { NOT_PERMITTED_PATH } from '@/lib/navigation';
import { can } from '@/lib/rules/team-roles';
import { flowHref } from '@/lib/transactions/routes';
import { orSignIn, requireDistributor, type DistributorAuth } from '../auth/session';
import { forgetFlowReads } from '../services/transactions/flow-reads';
import { flowFromPage, type FlowSearch, type PageFlow } from '../services/transactions/transaction-flow';
import { transactionInvestor, type TransactionInvestor } from '../services/transactions/transaction-investor';

/** What every transaction page starts from: the signed-in distributor, the flow's investor and its token. */
export interface TransactionScreen {
  auth: DistributorAuth;
  flow: PageFlow;
  investor: TransactionInvestor;
  /** The page's own address with the flow token, when the page was opened without one. */
  address: string | null;
}

/**
 * The preamble every transaction page repeats: session, the investor of the flow (token, typed PAN or
 * the list's choice), checked against the book. Null means "no investor": the page shows NoInvestor.
 */
export async function openTransactionScreen<T = null>(
  search: FlowSearch,
  path: string,
  /** The page's own data, read beside the investor rather than after it. */
  load?: (auth: DistributorAuth, pan: string) => Promise<T>,
): Promise<(TransactionScreen & { data: T }) | null> {
  const auth = await requireDistributor();
  // The proxy sends a member who may not initiate elsewhere first; this is the second check.
  if (!can(roleOf(auth.session), 'initiate')) redirect(`${NOT_PERMITTED_PATH}?needs=initiate`);
  const flow = await flowFromPage(search, auth.session.userId);
  if (!flow) return null;
  // A PAN typed into the address starts a transaction afresh: what the registrar says now, not a moment ago.
  if (flow.fresh && search.pan !== undefined) forgetFlowReads(auth, flow.pan);
  const [investor, data] = await orSignIn(Promise.all([transactionInvestor(auth, flow.pan), load ? load(auth, flow.pan) : (null as T)]));
  if (!investor) return null;
  return { auth, flow, investor, data, address: flow.fresh ? flowHref(path, flow.f) : null };
}
