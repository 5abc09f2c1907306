import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { refreshToken, distributorDetails } from '../../server/fundhouse/endpoints/auth';
import { UpstreamError } from '../../server/fundhouse/errors';
import { transactionStatuses } from '../../server/fundhouse/endpoints/lifecycle';
import { serviceToken } from '../../server/fundhouse/endpoints/service-token';
import { bookWorklist } from '../../server/fundhouse/endpoints/worklist';
import { DEV_SECRETS } from '../../server/env-schema';
import { startSandbox } from '../../sandbox/server';
import { DEMO, EXPIRED } from '../../sandbox/seed/fixtures';
import { refusal, sandboxPerFile } from './sandbox-harness';

// The service token (this project's own path): only with the portal's service key, only for an active
// distributor, with the e-mail on record, and honoured on the worklist read and the links' states alone.

const h = sandboxPerFile();

const ask = (arn: string, key: string = DEV_SECRETS.FUNDHOUSE_SERVICE_KEY) => h.call(serviceToken, { ServiceKey: key, Arn: arn, Fund: '117' });

async function forbidden(work: Promise<unknown>): Promise<number | undefined> {
  try {
    await work;
  } catch (err) {
    if (err instanceof UpstreamError && err.kind === 'http') return err.detail.status;
    throw err;
  }
  throw new Error('the call was not refused');
}

describe('GetServiceToken', () => {
  it('answers a token for the ARN with its user and e-mail on record, good for ten minutes', async () => {
    const row = (await ask(DEMO.arn)).DtData[0];
    expect(row).toMatchObject({ UserId: DEMO.userId, Email: DEMO.email });
    const minutes = (Date.parse(row!.ExpiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);
    const book = await h.call(bookWorklist, { Arn: DEMO.arn, Fund: '117' }, { token: row!.token });
    expect(book.Sips.length).toBeGreaterThan(0);
    expect((await h.call(transactionStatuses, { Arn: DEMO.arn, Fund: '117', Ihnos: '1' }, { token: row!.token })).Statuses).toEqual([]);
  });

  it('refuses a wrong key and an ARN that is not active alike', async () => {
    expect(await refusal(ask(DEMO.arn, 'not-the-service-key-0123456789abcdef'))).toBe('Unauthorized Request');
    expect(await refusal(ask(EXPIRED.arn))).toBe('Unauthorized Request');
    expect(await refusal(ask('ARN-000001'))).toBe('Unauthorized Request');
  });

  it('is refused on every other path, its own renewal included', async () => {
    const token = (await ask(DEMO.arn)).DtData[0]!.token;
    expect(await forbidden(h.call(distributorDetails, { Agent: DEMO.arn, UserId: DEMO.userId, customfund: '117' }, { token }))).toBe(403);
    expect(await forbidden(h.call(refreshToken, { UserId: DEMO.userId }, { token }))).toBe(403);
  });
});

describe('the SMTP receiver', () => {
  it('keeps what the portal mails in the outbox, marked as the portal\u2019s', async () => {
    const sandbox = await startSandbox({ port: 0, dataDir: 'memory://', quiet: true, smtpPort: 0 });
    try {
      const mailer = nodemailer.createTransport({ url: `smtp://127.0.0.1:${sandbox.smtpPort}` });
      await mailer.sendMail({ from: 'no-reply@fundhouse.example', to: DEMO.email, subject: 'Your morning digest', text: 'Links expiring: 0\n' });
      const mail = (await (await fetch(`${sandbox.url}/__sandbox/outbox.json?to=${DEMO.email}`)).json()) as { source: string; subject: string; text: string }[];
      expect(mail[0]).toMatchObject({ source: 'portal', subject: 'Your morning digest', text: 'Links expiring: 0\n' });
    } finally {
      await sandbox.close();
    }
  });
});
