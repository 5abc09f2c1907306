import 'server-only';
import type { InitiateOutcome } from '@/lib/api/investors';
import { KYC_PROMPT_MESSAGE, NO_INVESTOR_MESSAGE } from '@/lib/investor-messages';
import { INDIVIDUAL_PAN_MESSAGE, isIndividualPan } from '@/lib/rules/pan';
import { env, publicLinks } from '../../env';
import { selectInvestor } from '../../auth/selected-investor';
import type { DistributorAuth } from '../../auth/session';
import { kraCheck, taxIdentificationCheck } from '../../fundhouse/endpoints/kyc';
import { GENERIC_UPSTREAM_MESSAGE } from '../../fundhouse/errors';
import { upstream } from '../../fundhouse/upstream';
import { HttpError } from '../../http/handler';
import { clearDraftsForPan } from '../../store/drafts';
import { getDb } from '../../store/db';
import { flowInvestor } from '../transactions/flow-reads';

// Starting an investment for an investor of the book (seed 000 section 4): clear the drafts kept for
// that PAN, fetch the investor, check KYC with the KRA, and (from the detail page) the tax-
// identification record; when all is clear the PAN is sealed into the transaction flow and the page
// goes on to the transaction types. Every check runs here, so the browser cannot skip one.


export interface InitiateOptions {
  /** The tax-identification check belongs to the detail page's Initiate Investment. */
  taxCheck: boolean;
}

export const ekycPath = (pan: string) => `/new-transaction/new-investor/ekyc/${encodeURIComponent(pan)}`;

/** The seed's choice of message from a failed tax-identification check. */
export function taxCheckMessage(answer: { responseModel: { resCode: string; resMessage: string }[]; statusMessage: string }): string {
  const failed = answer.responseModel.find((r) => r.resCode.trim() !== '200' && r.resMessage.trim());
  return (failed ?? answer.responseModel.find((r) => r.resMessage.trim()))?.resMessage.trim() || answer.statusMessage.trim() || GENERIC_UPSTREAM_MESSAGE.trim();
}

export async function initiateInvestment(auth: DistributorAuth, pan: string, opts: InitiateOptions): Promise<InitiateOutcome> {
  if (!isIndividualPan(pan)) throw new HttpError(422, { message: INDIVIDUAL_PAN_MESSAGE });
  const { userId } = auth.session;
  const call = { token: auth.token };

  // The book first: nothing is cleared, checked or sealed for a PAN outside it.
  const found = await flowInvestor(auth, pan);
  if (!found.DtData[0]) throw new HttpError(404, { message: NO_INVESTOR_MESSAGE });

  // A new investment starts from nothing: applicant, investment, scheme and nominee drafts go.
  await clearDraftsForPan(await getDb(), userId, pan);

  // The KRA is the authority on KYC: KYCBlock N is clear; blocked or unknown offers the e-KYC route.
  const kra = await upstream(kraCheck, { fund: env().FUND_CODE, userid: userId, i_pan: pan }, call);
  if (kra.DtData[0]?.KYCBlock !== 'N') return { outcome: 'kyc', message: KYC_PROMPT_MESSAGE, next: ekycPath(pan) };

  if (opts.taxCheck) {
    const tin = await upstream(taxIdentificationCheck, { PAN: pan, TINFormat: 'Individuals' }, call);
    if (tin.statusCode.trim() !== '200') return { outcome: 'fatca', message: taxCheckMessage(tin), url: publicLinks().fatcaUpdateUrl };
  }

  await selectInvestor(userId, pan, 'transaction');
  return { outcome: 'ready' };
}
