import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAesGcmCipher } from '../../server/fundhouse/crypto';
import { createUpstreamClient, type UpstreamCall } from '../../server/fundhouse/client';
import { login } from '../../server/fundhouse/endpoints/auth';
import { sendEkycMail } from '../../server/fundhouse/endpoints/ekyc';
import { saveDtr, submitPurchase } from '../../server/fundhouse/endpoints/purchase';
import { startSandbox, type RunningSandbox } from '../../sandbox/server';
import { DEMO, DEMO_PASSWORD, DEV, RAVI } from '../../sandbox/seed/fixtures';
import { refusal, SECRET } from './sandbox-harness';

// Two sandboxes on one PostgreSQL database, as `SANDBOX_PROCESSES` runs them: one seeds, both answer,
// a fault or a clock move made through one holds for the other, and the registrar's "once" holds across
// them (SERIALIZABLE transactions, run again on a conflict: sandbox/db/postgres.ts).

const SERVER = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DATABASE = `sandbox_shared_${process.pid}`;
const url = (() => {
  const u = new URL(SERVER);
  u.pathname = `/${DATABASE}`;
  return u.toString();
})();

async function admin(sql: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: SERVER, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query(sql);
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

// Without a PostgreSQL there is nothing to share; the rest of the contract suite covers the sandbox on PGlite.
const available = await admin('select 1');

describe.skipIf(!available)('the sandbox as two processes on one PostgreSQL', () => {
  let a: RunningSandbox;
  let b: RunningSandbox;
  const client = (s: RunningSandbox): UpstreamCall =>
    createUpstreamClient({ baseUrl: s.url, cipher: createAesGcmCipher(SECRET), transport: { timeoutMs: 15_000, backoff: () => 10 } });
  const sandboxAdmin = async <T>(s: RunningSandbox, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${s.url}/__sandbox/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await res.json()) as T;
  };

  beforeAll(async () => {
    await admin(`drop database if exists ${DATABASE} with (force)`);
    await admin(`create database ${DATABASE}`);
    const start = () => startSandbox({ port: 0, dataDir: url, quiet: true, secret: SECRET });
    [a, b] = await Promise.all([start(), start()]);
  }, 180_000);
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await admin(`drop database if exists ${DATABASE} with (force)`);
  });

  it('is seeded by one of them while the other waits, then keeps the data', () => {
    expect([a.seeded, b.seeded].sort()).toEqual(['new', null]);
  });

  it('strikes a fault armed through one on a call to the other, once', async () => {
    await sandboxAdmin(a, 'faults', { path: '/login', kind: 'http-503', times: 1 });
    expect(await sandboxAdmin(b, 'faults')).toEqual([{ path: '/login', kind: 'http-503', times: 1, ms: 1000 }]);
    expect((await fetch(`${b.url}/login`, { method: 'POST', body: '{}' })).status).toBe(503);
    expect(await sandboxAdmin(a, 'faults')).toEqual([]);
  });

  it('moves the clock for both', async () => {
    await sandboxAdmin(a, 'clock', { advanceMinutes: 90 });
    expect(await sandboxAdmin<{ offsetMinutes: number }>(b, 'clock')).toMatchObject({ offsetMinutes: 90 });
    await sandboxAdmin(b, 'clock', { reset: true });
    expect(await sandboxAdmin<{ offsetMinutes: number }>(a, 'clock')).toMatchObject({ offsetMinutes: 0 });
  });

  // Looked up, then written: two processes at once would both find nothing and both mail, or one would
  // fail on the key, unless the second runs again after the first (what SERIALIZABLE and the retry give).
  it('mails an e-KYC link once when both get the same request reference at the same moment', async () => {
    const token = (await client(b)(login, { ReqBy: 'D', username: DEMO.userId, password: DEMO_PASSWORD, nonce: '123456' })).DtData[0]!.token;
    const ask = {
      InvPan: DEV.pan, InvMobile: DEV.mobile, InvFund: '117', customfund: '117', InvName: DEV.name, DistUserId: DEMO.userId,
      Url: 'https://kyc.fundhouse.example/e-kyc', DistName: DEMO.name, ArnCode: DEMO.arn, InvEmail: DEV.email,
    };
    for (let round = 0; round < 5; round += 1) {
      const RequestRef = `RR0000000000000RACE${round}`;
      const answers = await Promise.all([a, b, a, b].map((s) => client(s)(sendEkycMail, { ...ask, RequestRef }, { token })));
      expect(answers.map((x) => x.Dtinformation)).toEqual(Array(4).fill([{ Result: 'Success' }]));
    }
    expect(await sandboxAdmin<unknown[]>(a, `outbox.json?to=${encodeURIComponent(DEV.email)}`)).toHaveLength(5);
  }, 60_000);

  it('confirms a purchase once when both are asked to at the same moment, and numbers requests apart', async () => {
    const signIn = await client(a)(login, { ReqBy: 'D', username: DEMO.userId, password: DEMO_PASSWORD, nonce: '123456' });
    const token = signIn.DtData[0]!.token;
    const request = {
      InvestorName: RAVI.name, i_entby: DEMO.userId, trtype: 'ADD' as const, Desci: 'Large Cap Fund', SubbrokerArn: '', ARNCode: DEMO.arn,
      EuinCode: '', i_Userid: DEMO.userId, Mobile: RAVI.mobile, PanNo: RAVI.pan, Email: RAVI.email, i_Acno: '10234561', Subbroker: '',
      i_Fund: '117', i_UntAmtValue: '1000', EUINFlag: 'Y' as const, EuinValid: 'Y' as const, i_Scheme: 'LC', i_Plan: 'RG', i_Option: 'G',
      i_oldihno: '', i_InvDistFlag: 'M', ModuleName: 'Webile', CountryCode: '+91', fEmailFlag: 'SE', fMobileFlag: 'SE',
    };
    // Eight requests at once, half through each process: eight request numbers, none twice.
    const refnos = await Promise.all([a, b, a, b, a, b, a, b].map(async (s) => (await client(s)(submitPurchase, request, { token })).DtData[0]!.Refno));
    expect(new Set(refnos).size).toBe(8);

    const confirm = { Trtype: 'ADD' as const, fund: '117', customfund: '117', Refno: refnos[0]!, ModuleName: 'Webile', paymenttype: 'DIGITAL' };
    const outcomes = await Promise.all(
      [a, b, a, b, a, b].map((s) =>
        client(s)(saveDtr, confirm, { token }).then(
          (answer) => `made ${answer.DtData[0]?.dd_refno}`,
          (err: unknown) => refusal(Promise.reject(err)),
        ),
      ),
    );
    const made = outcomes.filter((o) => o.startsWith('made '));
    expect(made).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'This transaction has already been submitted')).toHaveLength(5);
    const mails = await sandboxAdmin<{ subject: string }[]>(b, `outbox.json?to=${encodeURIComponent(RAVI.email)}`);
    expect(mails.filter((m) => m.subject.includes(made[0]!.slice(5)))).toHaveLength(1);
  }, 60_000);
});
