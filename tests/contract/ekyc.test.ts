import { beforeEach, describe, expect, it } from 'vitest';
import { login } from '../../server/fundhouse/endpoints/auth';
import { sendEkycMail } from '../../server/fundhouse/endpoints/ekyc';
import { UpstreamError } from '../../server/fundhouse/errors';
import { EKYC_MAIL_SUBJECT, EKYC_MESSAGES as M } from '../../sandbox/handlers/ekyc';
import { ANITA, DEMO, DEMO_PASSWORD, DEV } from '../../sandbox/seed/fixtures';
import { sandboxPerFile } from './sandbox-harness';

const h = sandboxPerFile();
let token = '';
beforeEach(async () => {
  const row = (await h.call(login, { ReqBy: 'D', username: DEMO.userId, password: DEMO_PASSWORD, nonce: '123456' })).DtData[0];
  token = row?.token ?? '';
});

const params = (over: Partial<Parameters<typeof h.call<typeof sendEkycMail>>[1]> = {}) => ({
  InvPan: DEV.pan, InvMobile: DEV.mobile, InvFund: '117', customfund: '117', InvName: DEV.name, DistUserId: DEMO.userId,
  Url: 'https://kyc.fundhouse.example/e-kyc', DistName: DEMO.name, ArnCode: DEMO.arn, InvEmail: DEV.email, ...over,
});

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof UpstreamError && err.kind === 'business') return err.userMessage;
    throw err;
  }
  throw new Error('expected a refusal');
}

describe('Send_eKYCMail', () => {
  it("mails the investor the e-KYC link for a PAN the KRA does not hold as registered", async () => {
    const answer = await h.call(sendEkycMail, params(), { token });
    expect(answer.Dtinformation).toEqual([{ Result: 'Success' }]);
    const [mail] = await h.admin<Array<{ subject: string; text: string; link?: string }>>(`outbox.json?to=${encodeURIComponent(DEV.email)}`);
    expect(mail?.subject).toBe(EKYC_MAIL_SUBJECT);
    expect(mail?.text).toContain(DEV.pan);
    expect(mail?.link).toBe('https://kyc.fundhouse.example/e-kyc');
  });

  it('mails once per RequestRef: a repeat after a lost answer is answered as the first and mails nothing', async () => {
    const inbox = async () => (await h.admin<unknown[]>(`outbox.json?to=${encodeURIComponent(DEV.email)}`)).length;
    expect((await h.call(sendEkycMail, params({ RequestRef: 'RR00000000000000EK01' }), { token })).Dtinformation).toEqual([{ Result: 'Success' }]);
    expect((await h.call(sendEkycMail, params({ RequestRef: 'RR00000000000000EK01' }), { token })).Dtinformation).toEqual([{ Result: 'Success' }]);
    expect(await inbox()).toBe(1);
    await h.call(sendEkycMail, params({ RequestRef: 'RR00000000000000EK02' }), { token });
    expect(await inbox()).toBe(2);
  });

  it('mails a PAN the KRA has never seen', async () => {
    const answer = await h.call(sendEkycMail, params({ InvPan: 'ZXCPQ1234K', InvEmail: 'new.one@example.com' }), { token });
    expect(answer.Dtinformation[0]?.Result).toBe('Success');
  });

  it('refuses a KYC-registered PAN, another ARN, another fund and bad contacts', async () => {
    expect(await refusal(h.call(sendEkycMail, params({ InvPan: ANITA.pan }), { token }))).toBe(M.registered);
    expect(await refusal(h.call(sendEkycMail, params({ ArnCode: 'ARN-999999' }), { token }))).toBe(M.wrongArn);
    expect(await refusal(h.call(sendEkycMail, params({ InvFund: '118' }), { token }))).toBe(M.wrongFund);
    expect(await refusal(h.call(sendEkycMail, params({ InvEmail: 'dev@' }), { token }))).toBe(M.email);
    expect(await refusal(h.call(sendEkycMail, params({ InvMobile: '1234567890' }), { token }))).toBe(M.mobile);
    expect(await h.admin<unknown[]>(`outbox.json?to=${encodeURIComponent(DEV.email)}`)).toEqual([]);
  });

  it('needs a token', async () => {
    await expect(h.call(sendEkycMail, params())).rejects.toBeInstanceOf(UpstreamError);
  });
});
