import 'server-only';
import { EKYC_MAIL_SENT, type EkycCheckResponse, type EkycResponse } from '@/lib/api/ekyc';
import { EKYC_MESSAGES, type EkycForm } from '@/lib/forms/onboarding/ekyc';
import type { DistributorAuth } from '../../auth/session';
import { env } from '../../env';
import { sendEkycMail } from '../../fundhouse/endpoints/ekyc';
import { kraCheck } from '../../fundhouse/endpoints/kyc';
import { upstream } from '../../fundhouse/upstream';
import { fieldError } from '../../http/handler';
import { noteInitiation } from '../../http/initiation';
import { sentOnce } from '../transactions/request-once';

// The e-KYC form (seed 002 section 4.2). The KRA is asked again on submit, so a registered PAN cannot
// start an e-KYC by skipping the browser's check.

export async function checkEkycPan(auth: DistributorAuth, pan: string): Promise<EkycCheckResponse> {
  const answer = await upstream(kraCheck, { fund: env().FUND_CODE, userid: auth.session.userId, i_pan: pan }, { token: auth.token });
  return { registered: answer.DtData[0]?.KYCBlock === 'N' };
}

export async function startEkyc(auth: DistributorAuth, form: EkycForm): Promise<EkycResponse> {
  if ((await checkEkycPan(auth, form.pan)).registered) {
    throw fieldError('pan', EKYC_MESSAGES.registered, 409);
  }
  const e = env();
  if (form.kycType === 'DKYC') return { kind: 'external', url: e.EKYC_URL };
  noteInitiation({ pan: form.pan, investor: form.name });
  await sentOnce((RequestRef) => upstream(
    sendEkycMail,
    {
      RequestRef,
      InvPan: form.pan,
      InvMobile: form.phone,
      InvFund: e.FUND_CODE,
      customfund: e.FUND_CODE,
      InvName: form.name,
      DistUserId: auth.session.userId,
      Url: e.EKYC_URL,
      DistName: auth.session.name,
      ArnCode: auth.session.arn,
      InvEmail: form.email,
    },
    { token: auth.token },
  ));
  return { kind: 'mail', message: EKYC_MAIL_SENT(form.email) };
}
