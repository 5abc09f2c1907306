import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { changePassword, distributorDetails, login, refreshToken } from '../../server/fundhouse/endpoints/auth';
import { UpstreamError } from '../../server/fundhouse/errors';
import { DEMO, DEMO_PASSWORD, TXN } from '../../sandbox/seed/fixtures';
import { sandboxPerFile } from './sandbox-harness';

// The sandbox's test tools (faults, clock, outbox, call log, reset), driven through the portal's
// real client so each fault shows up as the failure kind the portal will see.

const h = sandboxPerFile();


const signIn = (username: string = DEMO.userId, nonce = '123456') =>
  h.call(login, { ReqBy: 'D', username, password: DEMO_PASSWORD, nonce });

async function token(): Promise<string> {
  const row = (await signIn()).DtData[0];
  if (!row) throw new Error('sign-in failed');
  return row.token;
}

const details = (t: string, call = h.call) =>
  call(distributorDetails, { Agent: DEMO.arn, UserId: DEMO.userId, customfund: '117' }, { token: t });

const arm = (path: string, kind: string, extra: Record<string, unknown> = {}) =>
  h.admin('faults', { body: { path, kind, ...extra } });

async function kindOf(promise: Promise<unknown>): Promise<{ kind: string; status?: number }> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof UpstreamError) return { kind: err.kind, status: err.detail.status };
    throw err;
  }
  return { kind: 'none' };
}

interface CallEvent {
  at: string;
  path: string;
  userId: string | null;
  outcome: string;
  requestId: string | null;
  fault: string | null;
}

describe('faults', () => {
  it('wrong-key answers do not open: sealed', async () => {
    const t = await token();
    await arm('/GetDistributorDetails', 'wrong-key');
    expect(await kindOf(details(t))).toEqual({ kind: 'sealed' });
    await expect(details(t)).resolves.toBeTruthy();
  });

  it('malformed answers are not JSON: malformed', async () => {
    const t = await token();
    await arm('/GetDistributorDetails', 'malformed');
    expect(await kindOf(details(t))).toEqual({ kind: 'malformed' });
  });

  it('a GET is retried once after a 503; two 503s fail as http', async () => {
    const t = await token();
    const since = new Date().toISOString();
    await arm('/refresh_token', 'http-503', { times: 2 });
    expect(await kindOf(h.call(refreshToken, { UserId: DEMO.userId }, { token: t }))).toEqual({ kind: 'http', status: 503 });
    const calls = await h.admin<CallEvent[]>(`events.json?path=/refresh_token&since=${encodeURIComponent(since)}`);
    expect(calls.map((c) => [c.outcome, c.fault])).toEqual([
      ['error', 'http-503'],
      ['error', 'http-503'],
    ]);

    await arm('/refresh_token', 'http-503', { times: 1 });
    await expect(h.call(refreshToken, { UserId: DEMO.userId }, { token: t })).resolves.toBeTruthy();
  });

  it('a 500 on a POST is not retried', async () => {
    await arm('/login', 'http-500');
    expect(await kindOf(signIn())).toEqual({ kind: 'http', status: 500 });
    expect(await h.admin<CallEvent[]>('events.json?path=/login')).toHaveLength(1);
  });

  it('a delay beyond the time limit is a timeout; within it the answer arrives', async () => {
    const t = await token();
    await arm('/GetDistributorDetails', 'delay', { ms: 1500 });
    expect(await kindOf(details(t, h.impatient(300)))).toEqual({ kind: 'timeout' });
    await arm('/GetDistributorDetails', 'delay', { ms: 100 });
    await expect(details(t)).resolves.toBeTruthy();
  });

  it('reject-token answers 401: unauthorized', async () => {
    const t = await token();
    await arm('/GetDistributorDetails', 'reject-token');
    expect(await kindOf(details(t))).toEqual({ kind: 'unauthorized', status: 401 });
  });

  it('wrong-nonce echoes another nonce; wrong-identity signs the token for someone else', async () => {
    await arm('/login', 'wrong-nonce');
    expect((await signIn(DEMO.userId, '111111')).DtData[0]?.nonce).not.toBe('111111');
    await arm('/login', 'wrong-identity');
    const row = (await signIn()).DtData[0];
    expect(row?.UserId).toBe(DEMO.userId);
    const claims = decodeJwt(row?.token ?? '');
    expect(claims.sub).not.toBe(DEMO.userId);
    expect(claims.arn).not.toBe(DEMO.arn);
  });

  it('DELETE clears armed faults, and so does reset', async () => {
    await arm('/login', 'http-500', { times: 5 });
    await h.admin('faults', { method: 'DELETE' });
    await expect(signIn()).resolves.toBeTruthy();
    await arm('/login', 'http-500', { times: 5 });
    await h.sandbox.reset();
    await expect(signIn()).resolves.toBeTruthy();
  });

  it('refuses an unknown fault kind', async () => {
    const res = await fetch(`${h.sandbox.url}/__sandbox/faults`, {
      method: 'POST',
      body: JSON.stringify({ path: '/login', kind: 'gremlins' }),
    });
    expect(res.status).toBe(400);
  });
});

describe('clock', () => {
  it('moves, reports and resets the offset', async () => {
    expect(await h.admin('clock', { body: { advanceMinutes: 90 } })).toMatchObject({ offsetMinutes: 90 });
    expect(await h.admin('clock', { body: { advanceMinutes: -30 } })).toMatchObject({ offsetMinutes: 60 });
    expect(await h.admin('clock')).toMatchObject({ offsetMinutes: 60 });
    expect(await h.admin('clock', { body: { reset: true } })).toMatchObject({ offsetMinutes: 0 });
  });

  it('stamps every answer, API and sandbox-only, with the moved clock in the Date header', async () => {
    await h.admin('clock', { body: { advanceMinutes: 180 } });
    const expected = Date.now() + 180 * 60_000;
    for (const path of ['/__sandbox/health', '/refresh_token']) {
      const res = await fetch(`${h.sandbox.url}${path}`);
      await res.text();
      const date = Date.parse(res.headers.get('date') ?? '');
      expect(Math.abs(date - expected)).toBeLessThan(5_000);
    }
  });
});

describe('outbox and call log', () => {
  it('filters the outbox by recipient, newest first', async () => {
    // A password change is today's only sender: it mails the distributor.
    const change = async (user: typeof DEMO | typeof TXN, password: string) => {
      const row = (await h.call(login, { ReqBy: 'D', username: user.userId, password: DEMO_PASSWORD, nonce: '000001' })).DtData[0];
      await h.call(changePassword, { ReqBy: 'D', userid: user.userId, oldpassword: DEMO_PASSWORD, newPassword: password }, { token: row?.token });
    };
    await change(DEMO, 'First#Change1');
    await change(TXN, 'Second#Change2');
    const all = await h.admin<Array<{ id: number; to: string; sentAt: string }>>('outbox.json');
    expect(all.map((m) => m.to)).toEqual([TXN.email, DEMO.email]);
    expect(all[0]!.id).toBeGreaterThan(all[1]!.id);
    expect(Number.isNaN(Date.parse(all[0]!.sentAt))).toBe(false);
    const mine = await h.admin<Array<{ to: string }>>(`outbox.json?to=${encodeURIComponent(DEMO.email.toUpperCase())}`);
    expect(mine.map((m) => m.to)).toEqual([DEMO.email]);

    const html = await (await fetch(`${h.sandbox.url}/__sandbox/outbox`)).text();
    expect(html).toContain('<h1>Outbox</h1>');
    expect(html).toContain('Your portal password was changed');
  });

  it('logs every API call with its outcome and user, never its parameters', async () => {
    const since = new Date().toISOString();
    const t = await token();
    await h.call(refreshToken, { UserId: DEMO.userId }, { token: t });
    await h.call(refreshToken, { UserId: TXN.userId }, { token: t }).catch(() => undefined);
    await fetch(`${h.sandbox.url}/refresh_token`);
    const calls = await h.admin<CallEvent[]>(`events.json?path=/refresh_token&since=${encodeURIComponent(since)}`);
    expect(calls.map((c) => [c.outcome, c.userId])).toEqual([
      ['ok', DEMO.userId],
      ['error', DEMO.userId],
      ['401', null],
    ]);
    expect(calls.every((c) => Object.keys(c).sort().join() === 'at,fault,outcome,path,requestId,userId')).toBe(true);
    expect(calls[0]?.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('routing', () => {
  it('answers 404 for an unknown path and 405 for the wrong method', async () => {
    expect((await fetch(`${h.sandbox.url}/NoSuchEndpoint`)).status).toBe(404);
    expect((await fetch(`${h.sandbox.url}/__sandbox/nothing`)).status).toBe(404);
    expect((await fetch(`${h.sandbox.url}/login`)).status).toBe(405);
  });

  it('answers health', async () => {
    expect(await h.admin('health')).toEqual({ ok: true });
  });

  it('resets quickly', async () => {
    const started = Date.now();
    await h.admin('reset', { body: {} });
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
