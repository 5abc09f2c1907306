import 'server-only';
import type { InvestorListItem, NewInvestorOutcome } from '@/lib/api/investors';
import type { InvestorSearchQuery } from '@/lib/forms/investors/investor-search';
import { NAME_SEARCH_DISABLED_MESSAGE, nameSearchAllowed } from '@/lib/rules/name-search';
import { KYC_PROMPT_MESSAGE } from '@/lib/investor-messages';
import { selectInvestor } from '../../auth/selected-investor';
import type { DistributorAuth } from '../../auth/session';
import { env } from '../../env';
import { investorSearch } from '../../fundhouse/endpoints/investors';
import { kraCheck } from '../../fundhouse/endpoints/kyc';
import { upstream } from '../../fundhouse/upstream';
import { HttpError } from '../../http/handler';
import { clearDraftsForPan } from '../../store/drafts';
import { getDb } from '../../store/db';
import { ekycPath } from './investor-initiate';
import { toItem } from './investors';
import { flowInvestor } from '../transactions/flow-reads';

// The New Transaction page (seed 000 sections 4 and 5): find an existing investor by one key, or check
// a new investor's PAN. Each check runs here, so the browser cannot skip one.

export const NEW_INVESTOR_START = '/new-investor-transaction/applicant-details';

/** At most this many rows go back to the page; the registrar answers at most 100. */
const MAX_ROWS = 100;

export async function searchInvestors(auth: DistributorAuth, q: InvestorSearchQuery): Promise<InvestorListItem[]> {
  // The page disables the Name choice too; this is the check the browser cannot skip.
  if (q.key === 'name' && !nameSearchAllowed(auth.session.flag)) throw new HttpError(403, { message: NAME_SEARCH_DISABLED_MESSAGE });
  const answer = await upstream(
    investorSearch,
    { [q.key]: q.value, agent: auth.session.arn, uid: auth.session.userId, customfund: env().FUND_CODE },
    { token: auth.token },
  );
  return answer.DtData.slice(0, MAX_ROWS).map(toItem);
}

/** The New Investor tab's check of an individual's PAN (the schema has checked its form). */
export async function checkNewInvestor(auth: DistributorAuth, pan: string): Promise<NewInvestorOutcome> {
  const { userId } = auth.session;
  const call = { token: auth.token };
  const found = await flowInvestor(auth, pan);
  if (found.DtData[0]) {
    // Seed 000 section 4: a PAN found in the book goes straight on; the KRA is asked only about others.
    await clearDraftsForPan(await getDb(), userId, pan);
    await selectInvestor(userId, pan, 'transaction');
    return { outcome: 'existing' };
  }
  const kra = await upstream(kraCheck, { fund: env().FUND_CODE, userid: userId, i_pan: pan }, call);
  const record = kra.DtData[0];
  if (record?.KYCBlock !== 'N') return { outcome: 'kyc', message: KYC_PROMPT_MESSAGE, next: ekycPath(pan) };
  await selectInvestor(userId, pan, 'new-investor', record.Name.trim());
  return { outcome: 'new', next: NEW_INVESTOR_START };
}
