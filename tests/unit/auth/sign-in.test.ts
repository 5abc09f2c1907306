import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

// Sign-in through the provider's authorize(), against a scripted registrar and the in-memory store.

process.env.PORTAL_DATA_DIR = 'memory://';

vi.mock('@/server/fundhouse/upstream', async () => (await import('./upstream-login')).slowUpstreamModule());

const { upstream } = await import('../support/scripted-upstream');
const { GOOD_PASSWORD, loginCalls, scriptLogin } = await import('./upstream-login');
const { authOptions } = await import('@/server/auth/options');
const { decodeSignInError, GENERIC_MESSAGE, INVALID_DETAILS_MESSAGE } = await import('@/lib/auth/sign-in-errors');
const { MEMBER_SIGN_IN_MESSAGES } = await import('@/lib/rules/member-sign-in');
const { closeDb, getDb } = await import('@/server/store/db');
const { sql } = await import('drizzle-orm');

type Authorize = (credentials: Record<string, string>, req: { headers: Record<string, string> }) => Promise<unknown>;
const authorize = (authOptions().providers[0] as unknown as { options: { authorize: Authorize } }).options.authorize;

/** What the sign-in page would show for one try: the decoded refusal, or 'signed-in'. */
async function attempt(username: string, password: string, headers: Record<string, string> = {}): Promise<string> {
  try {
    await authorize({ username, password }, { headers: { 'user-agent': 'test', ...headers } });
    return 'signed-in';
  } catch (err) {
    return decodeSignInError((err as Error).message).message;
  }
}

beforeEach(async () => {
  upstream.reset();
  scriptLogin();
  const db = await getDb();
  await db.execute(sql`truncate signin_failures, signin_lockouts`);
});
afterAll(() => closeDb());

describe('sign-in', () => {
  it('signs in with the right password and refuses a wrong one', async () => {
    expect(await attempt('demo@dit.test', GOOD_PASSWORD)).toBe('signed-in');
    expect(await attempt('demo@dit.test', 'Wrong@1')).toBe(INVALID_DETAILS_MESSAGE);
  });

  it('checks no more than five wrong passwords upstream in a burst of 29, however they overlap', async () => {
    const tries = Array.from({ length: 29 }, (_, i) => attempt('burst@dit.test', i === 20 ? GOOD_PASSWORD : `Wrong@${i}`));
    const outcomes = await Promise.all(tries);
    const wrongChecked = upstream.paramsOf((await import('@/server/fundhouse/endpoints/auth')).login).filter((p) => p.password !== GOOD_PASSWORD).length;
    console.info(`burst of 29: ${loginCalls()} /login calls, ${wrongChecked} wrong passwords checked upstream`);
    expect(wrongChecked).toBeLessThanOrEqual(5);
    expect(outcomes.filter((o) => o === INVALID_DETAILS_MESSAGE).length).toBeLessThanOrEqual(5);
    expect(outcomes.filter((o) => o.startsWith('Too many unsuccessful sign-in attempts')).length).toBeGreaterThanOrEqual(23);
  });

  it('locks after five wrong passwords in a row, and the sixth is not sent', async () => {
    for (let i = 0; i < 5; i += 1) expect(await attempt('slow@dit.test', `Wrong@${i}`)).toBe(INVALID_DETAILS_MESSAGE);
    expect(await attempt('slow@dit.test', GOOD_PASSWORD)).toMatch(/^Too many unsuccessful sign-in attempts/);
    expect(loginCalls()).toBe(5);
  });

  it('a failing registrar does not count as a wrong password', async () => {
    upstream.fail((await import('@/server/fundhouse/endpoints/auth')).login, 'http');
    for (let i = 0; i < 6; i += 1) expect(await attempt('down@dit.test', `Wrong@${i}`)).toBe(GENERIC_MESSAGE);
    scriptLogin();
    expect(await attempt('down@dit.test', GOOD_PASSWORD)).toBe('signed-in');
  });

  it('never shows a store failure: a NUL in the user id is refused with the seed message', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const shown = await attempt('demo\u0000@dit.test', 'Wrong@1', { 'x-forwarded-for': '198.51.100.23' });
    const raw = await authorize({ username: 'demo\u0000x', password: 'x' }, { headers: {} }).catch((e: Error) => e.message);
    errors.mockRestore();
    warnings.mockRestore();
    console.info(`NUL user id shows: ${JSON.stringify(shown)} (raw error ${JSON.stringify(raw).slice(0, 120)})`);
    expect([INVALID_DETAILS_MESSAGE, GENERIC_MESSAGE]).toContain(shown);
    expect(String(raw)).not.toMatch(/select|insert|params|198\.51|demo/i);
  });

  it('any other store failure shows the generic message and is logged with a request id, without personal data', async () => {
    const db = await getDb();
    const transaction = db.transaction;
    const logged: string[] = [];
    const errors = vi.spyOn(process.stderr, 'write').mockImplementation((line: unknown) => (logged.push(String(line)), true));
    db.transaction = (() => Promise.reject(new Error('Failed query: select … params: user:leak@dit.test,ip:203.0.113.77'))) as never;
    try {
      expect(await attempt('leak@dit.test', 'Wrong@1', { 'x-request-id': 'req-123' })).toBe(GENERIC_MESSAGE);
    } finally {
      db.transaction = transaction;
      errors.mockRestore();
    }
    expect(logged.join('\n')).toContain('"requestId":"req-123"');
    expect(logged.join('\n')).not.toMatch(/leak|203\.0\.113|select/);
  });
});

describe("a firm member's sign-in, in two steps", () => {
  const MEMBER = 'rahul.pillai@ashamenon.in';
  const OTP_ID = '9f0c2a4e-0000-4000-8000-000000000001';

  async function scriptMember() {
    const { login, memberSignInOtp } = await import('@/server/fundhouse/endpoints/auth');
    const { upstreamToken } = await import('./upstream-login');
    upstream.answerWith(login, ({ password, nonce }) => ({
      DtData: password === GOOD_PASSWORD ? [{ token: '', UserId: '', ARNCode: '', Distributor_Name: '', LastLogin: '', tran_enable_flag: '', nonce, OtpId: OTP_ID }] : [],
    }));
    upstream.answerWith(memberSignInOtp, ({ username, nonce }) => ({
      DtData: [{
        token: upstreamToken(username), UserId: username, ARNCode: 'ARN-112233', Distributor_Name: 'Asha Menon', LastLogin: '', tran_enable_flag: 'N', nonce,
        MemberId: '7', MemberName: 'Rahul Pillai', Role: 'Adviser', Euin: 'E234567', SubBroker: '', Scope: 'euin',
      }],
    }));
    return memberSignInOtp;
  }

  const refusedWith = async (credentials: Record<string, string>) => {
    try {
      await authorize(credentials, { headers: { 'user-agent': 'test' } });
      return null;
    } catch (err) {
      return decodeSignInError((err as Error).message);
    }
  };

  it("answers the right password with the OTP's id and no session, and the right OTP with the member's session", async () => {
    const memberSignInOtp = await scriptMember();
    expect(await refusedWith({ username: MEMBER, password: GOOD_PASSWORD })).toEqual({ kind: 'otpRequired', message: MEMBER_SIGN_IN_MESSAGES.sent, otpId: OTP_ID });
    const user = (await authorize({ username: MEMBER, otpid: OTP_ID, otp: '123456' }, { headers: { 'user-agent': 'test' } })) as { role?: string; member?: { euin: string } };
    expect(user).toMatchObject({ role: 'Adviser', member: { euin: 'E234567', scope: 'euin' } });
    expect(upstream.paramsOf(memberSignInOtp)).toEqual([expect.objectContaining({ username: MEMBER, otpid: OTP_ID, otp: '123456' })]);
  });

  it("shows a refused OTP in the registrar's words and counts it as a failed sign-in", async () => {
    const memberSignInOtp = await scriptMember();
    upstream.fail(memberSignInOtp, 'business', MEMBER_SIGN_IN_MESSAGES.wrong(4));
    expect(await refusedWith({ username: MEMBER, otpid: OTP_ID, otp: '000000' })).toEqual({ kind: 'otp', message: MEMBER_SIGN_IN_MESSAGES.wrong(4) });
    const { signinFailures } = await import('@/server/store/schema/auth');
    expect(await (await getDb()).select().from(signinFailures)).toHaveLength(1);
  });

  it('refuses an OTP of the wrong shape before asking the registrar', async () => {
    const memberSignInOtp = await scriptMember();
    expect(await refusedWith({ username: MEMBER, otpid: OTP_ID, otp: '12345' })).toMatchObject({ kind: 'invalid' });
    expect(upstream.paramsOf(memberSignInOtp)).toEqual([]);
  });
});

