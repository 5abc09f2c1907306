import 'server-only';
import type { TodayEkycResponse } from '@/lib/api/today';
import { BULK_MESSAGES, type TodayStatementResponse } from '@/lib/api/today-bulk';
import type { StatementInput } from '@/lib/forms/reports/mailback';
import { STATEMENTS } from '@/lib/mailback/statements';
import { ekycSchema } from '@/lib/forms/onboarding/ekyc';
import { NO_INVESTOR_MESSAGE } from '@/lib/investor-messages';
import { TODAY_MESSAGES } from '@/lib/rules/worklist';
import type { DistributorAuth } from '../../auth/session';
import { env } from '../../env';
import { investorByPan } from '../../fundhouse/endpoints/investors';
import { upstream } from '../../fundhouse/upstream';
import { HttpError } from '../../http/handler';
import { startEkyc } from '../onboarding/ekyc';
import { requestStatementFor } from '../reports/mailback';

// Today's e-KYC action: the IKYC mail (online IPV with e-sign) to an investor of the book, addressed
// to the e-mail on record, so nothing is typed and no PAN travels in an address. The e-KYC form's own
// checks run on the contacts on record (the mobile among them); the KRA is asked again by startEkyc.

/** The investor of the caller's book with this PAN (another book's reads as unknown). */
async function bookInvestor(auth: DistributorAuth, pan: string) {
  const answer = await upstream(investorByPan, { Uid: auth.session.userId, ReqBy: 'D', PAN: pan, customfund: env().FUND_CODE }, { token: auth.token });
  const investor = answer.DtData[0];
  if (!investor) throw new HttpError(404, { message: NO_INVESTOR_MESSAGE });
  return investor;
}

export async function sendTodayEkyc(auth: DistributorAuth, pan: string): Promise<TodayEkycResponse> {
  const investor = await bookInvestor(auth, pan);
  const form = ekycSchema.safeParse({
    kycType: 'IKYC',
    pan,
    name: investor.invname,
    email: investor.email ?? '',
    phone: investor.Mobile ?? '',
    ipv: false,
  });
  if (!form.success) throw new HttpError(422, { message: TODAY_MESSAGES.ekycNoContacts(investor.invname.trim()) });
  const sent = await startEkyc(auth, form.data);
  return { message: sent.kind === 'mail' ? sent.message : TODAY_MESSAGES.ekycSent };
}

/** One investor's statement of a bulk request, after checking the PAN is on the caller's book. */
export async function requestBookStatement(auth: DistributorAuth, pan: string, key: string, input: StatementInput): Promise<TodayStatementResponse> {
  const statement = STATEMENTS.find((s) => s.key === key);
  if (!statement) throw new HttpError(400, { message: BULK_MESSAGES.statement });
  await bookInvestor(auth, pan);
  const refno = await requestStatementFor(auth, pan, statement, input);
  return { refno, message: BULK_MESSAGES.statementSent(refno) };
}
