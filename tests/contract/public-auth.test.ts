import { describe, expect, it } from 'vitest';
import { login } from '../../server/fundhouse/endpoints/auth';
import {
  distributorAddUser,
  distributorSignup,
  forgotPassword,
  forgotUsername,
  generateOtp,
  resetPassword,
  validateOtp,
} from '../../server/fundhouse/endpoints/public-auth';
import { UpstreamError } from '../../server/fundhouse/errors';
import { generateEmpanelOtp, registerAgent, saveEmpanelmentDetails, validateEmpanelOtp } from '../../server/fundhouse/endpoints/empanelment';
import { PRIYA } from '../../sandbox/domains/empanelment/empanelled-data';
import { KAVYA } from '../../sandbox/domains/empanelment/empanelment-data';
import { MESSAGES as AUTH_MESSAGES } from '../../sandbox/handlers/auth';
import { MESSAGES } from '../../sandbox/handlers/public-auth';
import { DEMO, DEMO_PASSWORD, TXN } from '../../sandbox/seed/fixtures';
import { sandboxPerFile } from './sandbox-harness';

const h = sandboxPerFile();


const NEW_USER = 'new.partner@dit.test';
const NEW_ARN = 'ARN-556677';
const NEW_PASSWORD = 'Fresh@2026';

interface Sent {
  to: string;
  channel: string;
  subject: string;
  text: string;
  otp?: string;
}

const outbox = (to: string) => h.admin<Sent[]>(`outbox.json?to=${encodeURIComponent(to)}`);
const advance = (minutes: number) => h.admin('clock', { body: { advanceMinutes: minutes } });

async function businessMessage(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof UpstreamError && err.kind === 'business') return err.userMessage;
    throw err;
  }
  throw new Error('expected a business failure');
}

const signIn = async (username: string, password: string) =>
  (await h.call(login, { ReqBy: 'D', username, password, nonce: '123456' })).DtData;

const signupOtp = async (userId = NEW_USER, arn = NEW_ARN, mobile: string = PRIYA.mobile) => {
  const answer = await h.call(generateOtp, { UserId: userId, ARNCode: arn, OTPMsg: 'Registration', customfund: '117' });
  const otpid = answer.Dtinformation[0]?.otpid ?? '';
  const code = (await outbox(mobile))[0]?.otp ?? '';
  return { otpid, code };
};

const check = async (otpid: string, otp: string) => (await h.call(validateOtp, { otpid, otp })).DtData[0];

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('DistributorSignup', () => {
  it('accepts a free user id and an empanelled ARN without an account, naming the registered distributor', async () => {
    const answer = await h.call(distributorSignup, { UserId: NEW_USER, ARNCode: NEW_ARN, customfund: '117' });
    expect(answer.Dtinformation).toEqual([{ Return_Message: 'Success', Distributor_Name: PRIYA.name, MobileNo: PRIYA.mobile, EmailId: PRIYA.email }]);
  });

  it('refuses a well-formed ARN that AMFI/KYD does not know', async () => {
    const UserId = NEW_USER;
    const ARNCode = 'ARN-123987';
    expect(await businessMessage(h.call(distributorSignup, { UserId, ARNCode, customfund: '117' }))).toBe(MESSAGES.unknownArn);
    expect(await businessMessage(h.call(generateOtp, { UserId, ARNCode, OTPMsg: 'Registration', customfund: '117' }))).toBe(
      'No records available with AMFI/KYD for the given ARN Number, Kindly provide Valid ARN to proceed further',
    );
  });

  it.each([
    ['a user id that is taken (in any case)', 'DEMO@dit.test', NEW_ARN, MESSAGES.userIdTaken],
    ['an ARN that already has an account', NEW_USER, DEMO.arn, MESSAGES.arnTaken],
    ['a malformed ARN', NEW_USER, 'XYZ-1', MESSAGES.invalidArn],
    ['a user id that is not an e-mail', 'newpartner', NEW_ARN, MESSAGES.invalidUserId],
  ])('refuses %s', async (_, UserId, ARNCode, message) => {
    expect(await businessMessage(h.call(distributorSignup, { UserId, ARNCode, customfund: '117' }))).toBe(message);
    expect(await businessMessage(h.call(generateOtp, { UserId, ARNCode, OTPMsg: 'Registration', customfund: '117' }))).toBe(message);
  });
});

describe('sign-up OTP and DistributorAddUser', () => {
  it('sends the OTP only to the mobile and e-mail on record, then creates an account that signs in', async () => {
    const { otpid, code } = await signupOtp();
    expect(code).toMatch(/^\d{6}$/);
    expect((await outbox(PRIYA.mobile))[0]).toMatchObject({ channel: 'sms', otp: code });
    expect((await outbox(PRIYA.email))[0]).toMatchObject({ channel: 'email', otp: code });
    expect(await outbox(NEW_USER)).toEqual([]);

    const ok = await check(otpid, code);
    expect(ok).toMatchObject({ Result: 'Success' });
    expect(ok?.token.length).toBeGreaterThan(20);

    const added = await h.call(distributorAddUser, { Username: NEW_USER, DistCode: NEW_ARN, Password: NEW_PASSWORD });
    expect(added.Dtinformation).toEqual([{ Return_Message: MESSAGES.registered }]);
    const rows = await signIn(NEW_USER, NEW_PASSWORD);
    expect(rows[0]).toMatchObject({ UserId: NEW_USER, ARNCode: NEW_ARN, Distributor_Name: PRIYA.name });
  });

  async function signUp(userId: string, arn: string, mobile: string) {
    const { otpid, code } = await signupOtp(userId, arn, mobile);
    expect((await check(otpid, code))?.Result).toBe('Success');
    await h.call(distributorAddUser, { Username: userId, DistCode: arn, Password: NEW_PASSWORD });
  }

  async function empanel(r: typeof KAVYA) {
    await h.call(generateEmpanelOtp, { arncode: r.arn, mobile: r.mobile, email: r.email, fund: '117' });
    await h.call(validateEmpanelOtp, { otp: (await outbox(r.mobile))[0]?.otp ?? '', arncode: r.arn });
    const bank = { bnk_name: r.bankName, bnk_accno: r.accountNo, bnk_ifsc: r.ifsc, branch: r.branch, bnk_city: r.bankCity };
    const contacts = { pan: r.pan, email: r.email, mobile: r.mobile, pennydropflag: 'C' as const };
    const saved = await h.call(saveEmpanelmentDetails, {
      nominee_name: 'Rina', nominee_add: 'Anna Nagar', nominee_state: 'Tamil Nadu', nominee_city: 'Chennai', nominee_pin: '600040',
      agentcode: r.arn, ...bank, ...contacts,
    });
    const registered = await h.call(registerAgent, {
      arncode: r.arn, ...bank, ...contacts, CDSL: '', NSDL: '', AMC_Branch: 'Chennai', Ihno: saved.Dtinformation[0]?.ID ?? '', rmname: 'Suresh',
    });
    expect(registered.Dtinformation[0]?.Return_Code).toBe('0');
  }

  it('signs up an ARN the registry knows but the fund house has not empanelled, to wait for empanelment', async () => {
    await signUp(NEW_USER, KAVYA.arn, KAVYA.mobile);
    expect(await businessMessage(signIn(NEW_USER, NEW_PASSWORD))).toBe(AUTH_MESSAGES.notEmpanelled);
    await empanel(KAVYA);
    expect((await signIn(NEW_USER, NEW_PASSWORD))[0]).toMatchObject({ ARNCode: KAVYA.arn, Distributor_Name: KAVYA.name });
  });

  it('signs up an ARN empanelled here with the name and contacts it was empanelled with', async () => {
    await empanel(KAVYA);
    const answer = await h.call(distributorSignup, { UserId: NEW_USER, ARNCode: KAVYA.arn, customfund: '117' });
    expect(answer.Dtinformation[0]).toMatchObject({ Distributor_Name: KAVYA.name, MobileNo: KAVYA.mobile });
    await signUp(NEW_USER, KAVYA.arn, KAVYA.mobile);
    expect((await outbox(KAVYA.email)).find((m) => m.subject === 'Registration')?.otp).toMatch(/^\d{6}$/);
    expect((await signIn(NEW_USER, NEW_PASSWORD))[0]).toMatchObject({ ARNCode: KAVYA.arn, Distributor_Name: KAVYA.name });
    const reminder = await h.call(forgotUsername, { ReqBy: 'a', Emailid: KAVYA.email, customfund: '117' });
    expect(reminder.Dtinformation[0]?.Return_Message).toBe(MESSAGES.userIdSent);
    expect((await outbox(KAVYA.email))[0]?.text).toContain(NEW_USER);
  });

  it('refuses to add a user whose OTP was not validated', async () => {
    await signupOtp();
    const add = h.call(distributorAddUser, { Username: NEW_USER, DistCode: NEW_ARN, Password: NEW_PASSWORD });
    expect(await businessMessage(add)).toBe(MESSAGES.notVerified);
  });

  it('adds the user once: the validation is used up and the user id is then taken', async () => {
    const { otpid, code } = await signupOtp();
    await check(otpid, code);
    await h.call(distributorAddUser, { Username: NEW_USER, DistCode: NEW_ARN, Password: NEW_PASSWORD });
    const again = h.call(distributorAddUser, { Username: NEW_USER, DistCode: NEW_ARN, Password: NEW_PASSWORD });
    expect(await businessMessage(again)).toBe(MESSAGES.userIdTaken);
  });

  it('refuses a weak password', async () => {
    const { otpid, code } = await signupOtp();
    await check(otpid, code);
    const add = h.call(distributorAddUser, { Username: NEW_USER, DistCode: NEW_ARN, Password: 'weakpass' });
    expect(await businessMessage(add)).toBe(MESSAGES.weak);
  });

  it('does not let a validation for one ARN create an account for another', async () => {
    const { otpid, code } = await signupOtp();
    await check(otpid, code);
    const add = h.call(distributorAddUser, { Username: NEW_USER, DistCode: 'ARN-667788', Password: NEW_PASSWORD });
    expect(await businessMessage(add)).toBe(MESSAGES.notVerified);
  });
});

describe('validate-otp', () => {
  it('is single use', async () => {
    const { otpid, code } = await signupOtp();
    expect((await check(otpid, code))?.Result).toBe('Success');
    expect(await check(otpid, code)).toEqual({ Result: 'Expired', Message: 'OTP has expired', token: '' });
  });

  it('expires after 10 minutes on the sandbox clock', async () => {
    const { otpid, code } = await signupOtp();
    await advance(11);
    expect((await check(otpid, code))?.Result).toBe('Expired');
  });

  it('locks after 5 wrong tries; the right code no longer works', async () => {
    const { otpid, code } = await signupOtp();
    const results = [];
    for (let i = 0; i < 5; i++) results.push((await check(otpid, wrong(code)))?.Result);
    expect(results).toEqual(['Invalid', 'Invalid', 'Invalid', 'Invalid', 'Locked']);
    expect((await check(otpid, code))?.Result).toBe('Locked');
  });

  it('a new OTP replaces the earlier one', async () => {
    const first = await signupOtp();
    const second = await signupOtp();
    expect((await check(first.otpid, first.code))?.Result).toBe('Expired');
    expect((await check(second.otpid, second.code))?.Result).toBe('Success');
  });
});

describe('GetForgotUsername', () => {
  const ask = (Emailid: string, ReqBy = 'a') => h.call(forgotUsername, { ReqBy, Emailid, customfund: '117' });

  it('sends the user id to the registered e-mail and mobile', async () => {
    const answer = await ask('Demo@DIT.test');
    expect(answer.Dtinformation).toEqual([{ Return_Message: MESSAGES.userIdSent }]);
    expect((await outbox(DEMO.email))[0]?.text).toContain(DEMO.userId);
    expect((await outbox(DEMO.mobile))[0]).toMatchObject({ channel: 'sms' });
    expect((await outbox(DEMO.mobile))[0]?.text).toContain(DEMO.userId);
  });

  it('answers an unknown e-mail exactly alike and sends nothing', async () => {
    expect(await ask('nobody@dit.test')).toEqual(await ask(TXN.email));
    expect(await outbox('nobody@dit.test')).toEqual([]);
  });

  it('refuses another requester code', async () => {
    expect(await businessMessage(ask(DEMO.email, 'M'))).toBe(MESSAGES.invalidRequest);
  });
});

describe('GetForgotPassword and ResetPassword', () => {
  async function recoveryToken(userId: string = DEMO.userId) {
    const answer = await h.call(forgotPassword, { userid: userId });
    const otpid = answer.DtData[0]?.otpid ?? '';
    const code = (await outbox(DEMO.mobile))[0]?.otp ?? '';
    const row = await check(otpid, code);
    return row?.token ?? '';
  }
  const reset = (token: string, newPassword = NEW_PASSWORD, ReqBy = 'a') =>
    h.call(resetPassword, { ReqBy, newPassword, token });

  it('sends an OTP to the registered mobile and e-mail and answers its id', async () => {
    const answer = await h.call(forgotPassword, { userid: DEMO.userId });
    expect(answer.DtData).toEqual([{ otpid: expect.any(String), Return_Message: MESSAGES.otpSent }]);
    expect((await outbox(DEMO.mobile))[0]?.otp).toMatch(/^\d{6}$/);
    expect((await outbox(DEMO.email))[0]?.otp).toBe((await outbox(DEMO.mobile))[0]?.otp);
    const code = (await outbox(DEMO.mobile))[0]?.otp;
    expect((await outbox(DEMO.mobile))[0]?.text).toBe(
      `Your OTP to reset the portal password: ${code}. It is valid for 10 minutes. Do not share it with anyone.`,
    );
  });

  it('answers an unknown user id with the same shape; its otpid never validates and locks alike', async () => {
    const unknown = await h.call(forgotPassword, { userid: 'nobody@dit.test' });
    const known = await h.call(forgotPassword, { userid: TXN.userId });
    expect(Object.keys(unknown.DtData[0] ?? {})).toEqual(Object.keys(known.DtData[0] ?? {}));
    expect(unknown.DtData[0]?.Return_Message).toBe(known.DtData[0]?.Return_Message);
    expect(await outbox('nobody@dit.test')).toEqual([]);

    const otpid = unknown.DtData[0]?.otpid ?? '';
    const results = [];
    for (const code of ['000000', '123456', '999999', '654321', '111111']) results.push((await check(otpid, code))?.Result);
    expect(results).toEqual(['Invalid', 'Invalid', 'Invalid', 'Invalid', 'Locked']);
  });

  it('resets the password with the validated token; the new one signs in, the old one not', async () => {
    const answer = await reset(await recoveryToken());
    expect(answer.Dtinformation).toEqual([{ Return_Message: MESSAGES.passwordUpdated }]);
    expect(await signIn(DEMO.userId, NEW_PASSWORD)).toHaveLength(1);
    expect(await signIn(DEMO.userId, DEMO_PASSWORD)).toEqual([]);
    expect((await outbox(DEMO.email))[0]?.subject).toBe('Your portal password was reset');
  });

  it('uses the token once', async () => {
    const token = await recoveryToken();
    await reset(token);
    expect(await businessMessage(reset(token, 'Other@2026x'))).toBe(MESSAGES.resetExpired);
  });

  it('lets the token lapse after 15 minutes', async () => {
    const token = await recoveryToken();
    await advance(16);
    expect(await businessMessage(reset(token))).toBe(MESSAGES.resetExpired);
  });

  it('refuses a password without a lower-case letter, and keeps the token for a better one', async () => {
    const token = await recoveryToken();
    expect(await businessMessage(reset(token, 'FRESH@2026'))).toBe(MESSAGES.resetWeak);
    expect((await reset(token)).Dtinformation[0]?.Return_Message).toBe(MESSAGES.passwordUpdated);
  });

  it('refuses a made-up token, a sign-up token and another requester code', async () => {
    expect(await businessMessage(reset('made-up-token'))).toBe(MESSAGES.resetExpired);
    const { otpid, code } = await signupOtp();
    const signupToken = (await check(otpid, code))?.token ?? '';
    expect(await businessMessage(reset(signupToken))).toBe(MESSAGES.resetExpired);
    expect(await businessMessage(reset(await recoveryToken(), NEW_PASSWORD, 'M'))).toBe(MESSAGES.invalidRequest);
  });
});
