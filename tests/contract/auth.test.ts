import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { changePassword, distributorDetails, login, refreshToken } from '../../server/fundhouse/endpoints/auth';
import { UpstreamError, type UpstreamErrorKind } from '../../server/fundhouse/errors';
import { formatIstDateTime } from '../../sandbox/dates';
import { MESSAGES } from '../../sandbox/handlers/auth';
import { DEMO, DEMO_PASSWORD, EXPIRED, NOT_EMPANELLED, TXN } from '../../sandbox/seed/fixtures';
import { sandboxPerFile } from './sandbox-harness';

const h = sandboxPerFile();


const signIn = (username: string = DEMO.userId, password = DEMO_PASSWORD, nonce = '123456') =>
  h.call(login, { ReqBy: 'D', username, password, nonce });

async function tokenFor(user: { userId: string } = DEMO): Promise<string> {
  const answer = await signIn(user.userId);
  const row = answer.DtData[0];
  if (!row) throw new Error(`sign-in as ${user.userId} failed`);
  return row.token;
}

/** Runs the call and returns the UpstreamError it must throw. */
async function failure(promise: Promise<unknown>): Promise<UpstreamError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof UpstreamError) return err;
    throw err;
  }
  throw new Error('expected the call to fail');
}

async function expectFailure(promise: Promise<unknown>, kind: UpstreamErrorKind, message?: string) {
  const err = await failure(promise);
  expect(err.kind).toBe(kind);
  if (message !== undefined) expect(err.userMessage).toBe(message);
  return err;
}

describe('login', () => {
  it('signs in and answers the declared row, echoing the nonce', async () => {
    const answer = await signIn(DEMO.userId, DEMO_PASSWORD, '654321');
    expect(answer.DtData).toHaveLength(1);
    expect(answer.DtData[0]).toMatchObject({
      UserId: DEMO.userId,
      ARNCode: DEMO.arn,
      Distributor_Name: DEMO.name,
      tran_enable_flag: 'N',
      Reg_flag: 'Y',
      PAN: DEMO.pan,
      PosterSeen: 'N',
      nonce: '654321',
    });
  });

  it('accepts the user id in any case', async () => {
    const answer = await signIn('Demo@DIT.test');
    expect(answer.DtData[0]?.UserId).toBe(DEMO.userId);
  });

  it('issues an HS256 token naming the user and ARN, valid for 60 minutes', async () => {
    const claims = decodeJwt(await tokenFor());
    expect(claims.sub).toBe(DEMO.userId);
    expect(claims.arn).toBe(DEMO.arn);
    expect(typeof claims.jti).toBe('string');
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(3600);
  });

  it('answers no rows for a wrong password or an unknown user', async () => {
    expect((await signIn(DEMO.userId, 'Wrong@2026')).DtData).toEqual([]);
    expect((await signIn('nobody@dit.test')).DtData).toEqual([]);
    // The ARN status is only revealed to someone who knows the password.
    expect((await signIn(EXPIRED.userId, 'Wrong@2026')).DtData).toEqual([]);
  });

  it('refuses an expired ARN and a not-empanelled ARN with the registrar messages', async () => {
    await expectFailure(signIn(EXPIRED.userId), 'business', MESSAGES.expired);
    await expectFailure(signIn(NOT_EMPANELLED.userId), 'business', MESSAGES.notEmpanelled);
  });

  it('reports the previous sign-in as LastLogin, empty on a first sign-in', async () => {
    expect((await signIn(TXN.userId)).DtData[0]?.LastLogin).toBe('');
    const { now } = await h.admin<{ now: string }>('clock');
    const second = await signIn(TXN.userId);
    const shown = second.DtData[0]?.LastLogin ?? '';
    expect(shown).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} (AM|PM)$/);
    // Within a minute of the first sign-in (the clock may tick over between the two readings).
    const candidates = [0, -60_000, 60_000].map((d) => formatIstDateTime(new Date(Date.parse(now) + d)));
    expect(candidates).toContain(shown);
    // The demo account was seeded with an earlier sign-in.
    expect((await signIn()).DtData[0]?.LastLogin).toMatch(/^\d{2}\/\d{2}\/\d{4} /);
  });

  it('answers Invalid request for parameters outside the declaration', async () => {
    await expectFailure(signIn(DEMO.userId, DEMO_PASSWORD, 'abc'), 'business', 'Invalid request');
  });
});

describe('refresh_token', () => {
  it('answers a fresh token for the same user', async () => {
    const token = await tokenFor();
    const answer = await h.call(refreshToken, { UserId: DEMO.userId }, { token });
    const fresh = answer.DtData[0]?.token ?? '';
    expect(fresh).not.toBe(token);
    expect(decodeJwt(fresh)).toMatchObject({ sub: DEMO.userId, arn: DEMO.arn });
  });

  it("refuses another user's id", async () => {
    const token = await tokenFor();
    await expectFailure(h.call(refreshToken, { UserId: TXN.userId }, { token }), 'business', MESSAGES.unauthorized);
  });

  it('answers 401 once the token has expired on the sandbox clock', async () => {
    const token = await tokenFor();
    await h.admin('clock', { body: { advanceMinutes: 61 } });
    await expectFailure(h.call(refreshToken, { UserId: DEMO.userId }, { token }), 'unauthorized');
  });

  it('answers 401 without a token or with a forged one', async () => {
    const res = await fetch(`${h.sandbox.url}/refresh_token?q=x`);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Unauthorized' });
    await expectFailure(h.call(refreshToken, { UserId: DEMO.userId }, { token: 'not.a.jwt' }), 'unauthorized');
  });
});

describe('GetChangePassword', () => {
  const change = (token: string, oldpassword: string, newPassword: string, userid: string = DEMO.userId) =>
    h.call(changePassword, { ReqBy: 'D', userid, oldpassword, newPassword }, { token });

  it('changes the password, mails the distributor, and the new password signs in', async () => {
    const token = await tokenFor();
    const answer = await change(token, DEMO_PASSWORD, 'Fresh#Start9');
    expect(answer.Dtinformation).toEqual([{ Return_Message: MESSAGES.changed }]);
    expect((await signIn(DEMO.userId, DEMO_PASSWORD)).DtData).toEqual([]);
    expect((await signIn(DEMO.userId, 'Fresh#Start9')).DtData).toHaveLength(1);
    const mail = await h.admin<Array<{ to: string; subject: string; channel: string }>>(`outbox.json?to=${DEMO.email}`);
    expect(mail[0]).toMatchObject({ to: DEMO.email, channel: 'email', subject: 'Your portal password was changed' });
  });

  it('refuses with each registrar message', async () => {
    const token = await tokenFor();
    await expectFailure(change(token, 'Wrong@2026', 'Fresh#Start9'), 'business', MESSAGES.oldIncorrect);
    await expectFailure(change(token, DEMO_PASSWORD, DEMO_PASSWORD), 'business', MESSAGES.sameAsOld);
    for (const weak of ['Sh#1t', 'alllower#1', 'NoDigits#here', 'NoSpecial123']) {
      await expectFailure(change(token, DEMO_PASSWORD, weak), 'business', MESSAGES.weak);
    }
    await expectFailure(change(token, DEMO_PASSWORD, 'Fresh#Start9', TXN.userId), 'business', MESSAGES.unauthorized);
    expect((await signIn()).DtData).toHaveLength(1);
  });

  it('reset restores the seeded password', async () => {
    await change(await tokenFor(), DEMO_PASSWORD, 'Fresh#Start9');
    await h.admin('reset', { body: {} });
    expect((await signIn()).DtData).toHaveLength(1);
    expect(await h.admin<unknown[]>('outbox.json')).toEqual([]);
  });
});

describe('GetDistributorDetails', () => {
  it("answers the distributor's profile and self-declaration reviews", async () => {
    const token = await tokenFor();
    const answer = await h.call(distributorDetails, { Agent: DEMO.arn, UserId: DEMO.userId, customfund: '117' }, { token });
    expect(answer.DtData).toEqual([
      { Distributor_Name: DEMO.name, City: DEMO.city, MobileNo: DEMO.mobile, PAN: DEMO.pan, Email: DEMO.email },
    ]);
    expect(answer.Table1).toHaveLength(11);
    expect(answer.Table1.filter((r) => r['Self Declaration Status'] === 'Pending')).toHaveLength(2);
    expect(answer.Table1[0]).toMatchObject({ From_Year: '2025', To_Year: '2026' });
  });

  it('answers No Data Found for another ARN or another fund', async () => {
    const token = await tokenFor();
    const other = { Agent: TXN.arn, UserId: DEMO.userId, customfund: '117' };
    await expectFailure(h.call(distributorDetails, other, { token }), 'business', MESSAGES.noData);
    const fund = { Agent: DEMO.arn, UserId: DEMO.userId, customfund: '118' };
    await expectFailure(h.call(distributorDetails, fund, { token }), 'business', MESSAGES.noData);
  });
});
