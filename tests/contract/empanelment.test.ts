import { describe, expect, it } from 'vitest';
import { login } from '../../server/fundhouse/endpoints/auth';
import {
  amcBranchCities,
  empanelBankByIfsc,
  generateEmpanelOtp,
  pennyDrop,
  pennyDropResponse,
  registerAgent,
  registryRecord,
  saveEmpanelmentDetails,
  validateArn,
  validateEmpanelOtp,
} from '../../server/fundhouse/endpoints/empanelment';
import { UpstreamError } from '../../server/fundhouse/errors';
import { accountValidated, PENNY_DROP_TRIES } from '../../lib/rules/penny-drop';
import { AMC_BRANCH_CITIES, ARJUN, IFSC_BRANCHES, KAVYA, ROHIT, type RegistryFixture } from '../../sandbox/domains/empanelment/empanelment-data';
import { EMPANELMENT_MESSAGES as M } from '../../sandbox/handlers/empanelment';
import { REGISTRATION_MESSAGES as R } from '../../sandbox/handlers/empanelment-registration';
import { DEMO, DEMO_PASSWORD, EXPIRED, NOT_EMPANELLED } from '../../sandbox/seed/fixtures';
import { sandboxPerFile } from './sandbox-harness';

const h = sandboxPerFile();

async function failure(promise: Promise<unknown>): Promise<UpstreamError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof UpstreamError) return err;
    throw err;
  }
  throw new Error('expected the call to fail');
}

const latestOtp = async (to: string) =>
  (await h.admin<Array<{ otp?: string; channel: string }>>(`outbox.json?to=${encodeURIComponent(to)}`))[0]?.otp ?? '';

async function verify(r: RegistryFixture) {
  await h.call(generateEmpanelOtp, { arncode: r.arn, mobile: r.mobile, email: r.email, fund: '117' });
  const answer = await h.call(validateEmpanelOtp, { otp: await latestOtp(r.mobile), arncode: r.arn });
  expect(answer.Dtinformation[0]?.Result).toBe('Success');
}

const drop = (r: RegistryFixture, ifsc: string, account: string) =>
  h.call(pennyDrop, {
    IFSC: ifsc, AccountNo: account, MobileNo: r.mobile, PAN: r.pan, InvestorName: r.name, RequestKey: `k-${account}`,
    RequestType: 'PennyDrop', Consent: 'Y', Fund: '117', ApplicationId: r.arn,
  });

const nominee = { nominee_name: 'Rina Das', nominee_add: '14 Park StreetFlat 3B', nominee_state: 'West Bengal', nominee_city: 'Kolkata', nominee_pin: '700016' };

const saveParams = (r: RegistryFixture, bank: { ifsc: string; name: string; account: string; branch: string; city: string }, flag: 'Y' | 'N' | 'C') => ({
  ...nominee, bnk_name: bank.name, bnk_accno: bank.account, bnk_ifsc: bank.ifsc, branch: bank.branch, bnk_city: bank.city,
  pan: r.pan, email: r.email, mobile: r.mobile, agentcode: r.arn, pennydropflag: flag,
});
const registryBank = (r: RegistryFixture) => ({ ifsc: r.ifsc, name: r.bankName, account: r.accountNo, branch: r.branch, city: r.bankCity });

const registerParams = (r: RegistryFixture, id: string, flag: 'Y' | 'N' | 'C', bank = registryBank(r)) => ({
  arncode: r.arn, pan: r.pan, email: r.email, mobile: r.mobile, bnk_name: bank.name, bnk_accno: bank.account,
  CDSL: '1234567890123456', NSDL: 'IN12345678901234', bnk_ifsc: bank.ifsc, branch: bank.branch, bnk_city: bank.city,
  AMC_Branch: 'Kolkata', Ihno: id, rmname: 'Suresh Kumar', pennydropflag: flag,
});

describe('ValidateArncode_Mirae', () => {
  it('answers Success for a registry ARN not yet empanelled', async () => {
    expect((await h.call(validateArn, { Arncode: ARJUN.arn })).Dtinformation).toEqual([{ Return_Message: 'Success' }]);
    expect((await h.call(validateArn, { Arncode: 'arn-203040' })).Dtinformation[0]?.Return_Message).toBe('Success');
  });

  it('refuses an ARN already empanelled (active or expired) and an unknown ARN', async () => {
    expect((await h.call(validateArn, { Arncode: DEMO.arn })).Dtinformation[0]?.Return_Message).toBe(M.alreadyEmpanelled(DEMO.arn));
    expect((await h.call(validateArn, { Arncode: EXPIRED.arn })).Dtinformation[0]?.Return_Message).toBe(M.alreadyEmpanelled(EXPIRED.arn));
    expect((await h.call(validateArn, { Arncode: 'ARN-000001' })).Dtinformation[0]?.Return_Message).toBe(M.noRecords);
  });
});

describe('CAMSData', () => {
  const ask = (r: { arn: string; pan: string }, contacts: { email: string; mobile: string } = ARJUN) =>
    h.call(registryRecord, { ARNcode: r.arn, PAN: r.pan, Email: contacts.email, MobileNo: contacts.mobile });

  it('refuses a mobile or e-mail other than the ones on record', async () => {
    expect((await ask(ARJUN, { email: ARJUN.email, mobile: '9999999999' })).DtData).toEqual([{ RETURN_MESSAGE: M.contactMismatch }]);
    expect((await ask(ARJUN, { email: 'x@example.com', mobile: ARJUN.mobile })).DtData).toEqual([{ RETURN_MESSAGE: M.contactMismatch }]);
    expect((await ask(ARJUN, { email: ARJUN.email.toUpperCase(), mobile: ARJUN.mobile })).DtData[0]?.RETURN_MESSAGE).toBe('Success');
  });

  it('answers the registry record for the ARN with its PAN', async () => {
    const row = (await ask(ARJUN)).DtData[0];
    expect(row).toMatchObject({
      RETURN_MESSAGE: 'Success', MOBILE_NO1: ARJUN.mobile, PAN: ARJUN.pan, ARN_NAME: ARJUN.name, IFSC_CODE: ARJUN.ifsc,
      BANK_NAME: ARJUN.bankName, BRANCH_NAME: ARJUN.branch, BANK_CITY: ARJUN.bankCity, BANK_AC_NO: ARJUN.accountNo,
      ADDRESS1: ARJUN.address[0], STATE: ARJUN.state, pincode: ARJUN.pincode,
    });
  });

  it('answers only the message for an unknown ARN, a wrong PAN or an empanelled ARN', async () => {
    expect((await ask({ arn: 'ARN-000001', pan: ARJUN.pan })).DtData).toEqual([{ RETURN_MESSAGE: M.noRecords }]);
    expect((await ask({ arn: ARJUN.arn, pan: KAVYA.pan })).DtData).toEqual([{ RETURN_MESSAGE: M.noRecords }]);
    expect((await ask({ arn: DEMO.arn, pan: DEMO.pan })).DtData).toEqual([{ RETURN_MESSAGE: M.alreadyEmpanelled(DEMO.arn) }]);
  });
});

describe('GenerateEmpanelOtp and ValidateEmpanelOtp', () => {
  it('sends a six-digit OTP by SMS and e-mail, good once', async () => {
    const sent = await h.call(generateEmpanelOtp, { arncode: ARJUN.arn, mobile: ARJUN.mobile, email: ARJUN.email, fund: '117' });
    expect(sent.Dtinformation).toEqual([{ Return_Message: M.otpSent }]);
    const code = await latestOtp(ARJUN.mobile);
    expect(code).toMatch(/^\d{6}$/);
    expect(await latestOtp(ARJUN.email)).toBe(code);
    const wrong = code === '111111' ? '222222' : '111111';
    expect((await h.call(validateEmpanelOtp, { otp: wrong, arncode: ARJUN.arn })).Dtinformation).toEqual([{ Result: 'Invalid OTP' }]);
    expect((await h.call(validateEmpanelOtp, { otp: code, arncode: ARJUN.arn })).Dtinformation).toEqual([{ Result: 'Success' }]);
    expect((await h.call(validateEmpanelOtp, { otp: code, arncode: ARJUN.arn })).Dtinformation).toEqual([{ Result: 'Invalid OTP' }]);
  });

  it('expires the OTP after 10 minutes and locks it after 5 wrong tries', async () => {
    await h.call(generateEmpanelOtp, { arncode: KAVYA.arn, mobile: KAVYA.mobile, email: KAVYA.email, fund: '117' });
    await h.admin('clock', { body: { advanceMinutes: 11 } });
    const code = await latestOtp(KAVYA.mobile);
    expect((await h.call(validateEmpanelOtp, { otp: code, arncode: KAVYA.arn })).Dtinformation[0]?.Result).toBe(M.otpExpired);

    await h.call(generateEmpanelOtp, { arncode: KAVYA.arn, mobile: KAVYA.mobile, email: KAVYA.email, fund: '117' });
    const fresh = await latestOtp(KAVYA.mobile);
    const wrong = fresh === '111111' ? '222222' : '111111';
    const results = [];
    for (let i = 0; i < 5; i += 1) results.push((await h.call(validateEmpanelOtp, { otp: wrong, arncode: KAVYA.arn })).Dtinformation[0]?.Result);
    expect(results).toEqual(['Invalid OTP', 'Invalid OTP', 'Invalid OTP', 'Invalid OTP', M.otpLocked]);
    expect((await h.call(validateEmpanelOtp, { otp: fresh, arncode: KAVYA.arn })).Dtinformation[0]?.Result).toBe(M.otpLocked);
  });

  it('sends only to the contacts on record, and refuses others', async () => {
    const send = (mobile: string, email: string) => h.call(generateEmpanelOtp, { arncode: ROHIT.arn, mobile, email, fund: '117' });
    expect((await failure(send('9876543210', ROHIT.email))).userMessage).toBe(M.contactMismatch);
    expect((await failure(send(ROHIT.mobile, 'someone.else@example.com'))).userMessage).toBe(M.contactMismatch);
    expect(await latestOtp('9876543210')).toBe('');
    expect(await latestOtp('someone.else@example.com')).toBe('');
    await send(ROHIT.mobile, ROHIT.email.toUpperCase());
    expect(await latestOtp(ROHIT.email)).toMatch(/^\d{6}$/);
  });

  it('refuses an empanelled or unknown ARN and another fund', async () => {
    const send = (arncode: string, fund = '117') => h.call(generateEmpanelOtp, { arncode, mobile: '9876543210', email: 'a@b.in', fund });
    expect((await failure(send(DEMO.arn))).userMessage).toBe(M.alreadyEmpanelled(DEMO.arn));
    expect((await failure(send('ARN-000001'))).userMessage).toBe(M.noRecords);
    expect((await failure(send(ARJUN.arn, '118'))).userMessage).toBe(M.wrongFund);
  });
});

describe('bank lookup, penny-drop and cities', () => {
  it('finds a branch by IFSC in any case, and answers no rows for an unknown IFSC', async () => {
    expect(IFSC_BRANCHES.length).toBeGreaterThanOrEqual(15);
    expect((await h.call(empanelBankByIfsc, { ifsc: 'utib0000009' })).Dtinformation).toEqual([
      { bankname: 'AXIS BANK', bankcity: 'BENGALURU', bankadd1: 'MG ROAD' },
    ]);
    expect((await h.call(empanelBankByIfsc, { ifsc: 'ABCD0123456' })).Dtinformation).toEqual([]);
  });

  it('validates deterministically: accounts ending 0000 and unknown IFSCs always fail', async () => {
    const outcome = async (ifsc: string, account: string) => {
      const raw = (await drop(ARJUN, ifsc, account)).Dtinformation[0]?.Response ?? '';
      return pennyDropResponse.parse(JSON.parse(raw));
    };
    for (let i = 0; i < 2; i += 1) {
      expect(await outcome('UTIB0000009', '912010012345678')).toEqual({
        Status: 'Success', Result: { AccountExists: 'Y', NameAtBank: 'ARJUN DAS', Message: 'Account validated' },
      });
      expect(await outcome('UTIB0000009', '912010012340000')).toMatchObject({ Status: 'Failure', Result: { AccountExists: 'N' } });
      expect(await outcome('ABCD0123456', '912010012345678')).toMatchObject({ Status: 'Failure', Result: { Message: 'Invalid IFSC' } });
      // The portal's one rule reads the sandbox's answers the same way.
      expect(accountValidated(await outcome('UTIB0000009', '912010012345678'))).toBe(true);
      expect(accountValidated(await outcome('UTIB0000009', '912010012340000'))).toBe(false);
    }
  });

  it('lists the AMC branch cities in order', async () => {
    expect((await h.call(amcBranchCities, { fund: '117' })).Dtinformation.map((r) => r.city)).toEqual(AMC_BRANCH_CITIES);
    expect((await failure(h.call(amcBranchCities, { fund: '1' }))).userMessage).toBe(M.wrongFund);
  });
});

describe('SaveAllDetails_Empanelment', () => {
  it('needs a validated OTP first', async () => {
    expect((await failure(h.call(saveEmpanelmentDetails, saveParams(ARJUN, registryBank(ARJUN), 'C')))).userMessage).toBe(R.notVerified);
  });

  it('checks the bank flag against what happened', async () => {
    await verify(ARJUN);
    const own = { ifsc: 'UTIB0000009', name: 'AXIS BANK', account: '912010012345678', branch: 'MG ROAD', city: 'BENGALURU' };
    const bad = { ...own, account: '912010012340000' };
    const save = (bank: typeof own, flag: 'Y' | 'N' | 'C') => h.call(saveEmpanelmentDetails, saveParams(ARJUN, bank, flag));
    expect((await failure(save(own, 'C'))).userMessage).toBe(R.registryBank);
    expect((await failure(save(own, 'Y'))).userMessage).toBe(R.notValidated);
    await drop(ARJUN, own.ifsc, own.account);
    expect((await save(own, 'Y')).Dtinformation[0]?.ID).toMatch(/^\d+$/);
    // Flag N once every try has failed, not before.
    for (let tries = 1; tries < PENNY_DROP_TRIES; tries += 1) {
      await drop(ARJUN, bad.ifsc, bad.account);
      expect((await failure(save(bad, 'N'))).userMessage).toBe(R.notValidated);
    }
    await drop(ARJUN, bad.ifsc, bad.account);
    expect((await save(bad, 'N')).Dtinformation[0]?.ID).toMatch(/^\d+$/);
    expect((await save(registryBank(ARJUN), 'C')).Dtinformation[0]?.ID).toMatch(/^\d+$/);
  });

  it('refuses a PAN other than the registry one, and an empanelled ARN', async () => {
    await verify(ARJUN);
    const wrongPan = { ...saveParams(ARJUN, registryBank(ARJUN), 'C'), pan: KAVYA.pan };
    expect((await failure(h.call(saveEmpanelmentDetails, wrongPan))).userMessage).toBe(R.panMismatch);
    const otherMobile = { ...saveParams(ARJUN, registryBank(ARJUN), 'C'), mobile: KAVYA.mobile };
    expect((await failure(h.call(saveEmpanelmentDetails, otherMobile))).userMessage).toBe(R.contactMismatch);
    const demo = { ...saveParams(ARJUN, registryBank(ARJUN), 'C'), agentcode: DEMO.arn };
    expect((await failure(h.call(saveEmpanelmentDetails, demo))).userMessage).toBe(R.alreadyEmpanelled(DEMO.arn));
  });
});

describe('Empanelment_AgentRegistration', () => {
  async function saved(r: RegistryFixture) {
    await verify(r);
    return (await h.call(saveEmpanelmentDetails, saveParams(r, registryBank(r), 'C'))).Dtinformation[0]?.ID ?? '';
  }

  it('registers once, mails a welcome, and lets a waiting account sign in', async () => {
    const signIn = () => h.call(login, { ReqBy: 'D', username: NOT_EMPANELLED.userId, password: DEMO_PASSWORD, nonce: '123456' });
    expect((await failure(signIn())).kind).toBe('business');
    const id = await saved(ARJUN);
    const answer = await h.call(registerAgent, registerParams(ARJUN, id, 'C'));
    expect(answer.Dtinformation).toEqual([{ Return_Code: '0', Return_Msg: R.registered, Agent: ARJUN.arn }]);
    const mail = await h.admin<Array<{ subject: string; channel: string; text: string }>>(`outbox.json?to=${ARJUN.email}`);
    expect(mail[0]).toMatchObject({ channel: 'email', subject: 'Welcome to the fund house' });
    expect(mail[0]?.text).toContain(ARJUN.arn);
    expect((await signIn()).DtData[0]?.ARNCode).toBe(ARJUN.arn);

    const again = await h.call(registerAgent, registerParams(ARJUN, id, 'C'));
    expect(again.Dtinformation[0]).toMatchObject({ Return_Code: '1', Return_Msg: R.alreadyEmpanelled(ARJUN.arn) });
    expect((await h.call(validateArn, { Arncode: ARJUN.arn })).Dtinformation[0]?.Return_Message).toBe(M.alreadyEmpanelled(ARJUN.arn));
  });

  it('refuses an unknown application, one of another ARN, changed details and bad depository ids', async () => {
    const id = await saved(KAVYA);
    const code = async (params: ReturnType<typeof registerParams>) => (await h.call(registerAgent, params)).Dtinformation[0];
    expect(await code(registerParams(KAVYA, '999999', 'C'))).toMatchObject({ Return_Code: '1', Return_Msg: R.notFound });
    expect(await code({ ...registerParams(ROHIT, id, 'C') })).toMatchObject({ Return_Code: '1', Return_Msg: R.notFound });
    expect(await code({ ...registerParams(KAVYA, id, 'C'), bnk_accno: '123456789012' })).toMatchObject({ Return_Msg: R.mismatch });
    expect(await code({ ...registerParams(KAVYA, id, 'C'), AMC_Branch: 'Atlantis' })).toMatchObject({ Return_Msg: R.badBranch });
    expect(await code({ ...registerParams(KAVYA, id, 'C'), CDSL: '123' })).toMatchObject({ Return_Msg: R.badCdsl });
    expect(await code({ ...registerParams(KAVYA, id, 'C'), NSDL: '12345678901234' })).toMatchObject({ Return_Msg: R.badNsdl });
    expect(await code({ ...registerParams(KAVYA, id, 'C'), CDSL: '', NSDL: '' })).toMatchObject({ Return_Code: '0', Agent: KAVYA.arn });
  });
});
