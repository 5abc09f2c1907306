import type { AddressInfo } from 'node:net';
import type { SandboxDb } from './db/client';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { sendMessage } from './outbox';

// The mail server a portal that runs against the sandbox sends through (SMTP_URL): what it receives goes
// to the outbox beside the registrar's own mail, marked as the portal's. Plain SMTP on the loopback
// only, any login accepted: like the rest of the sandbox it must not face a network.

/** Far more than a digest; a larger message is refused rather than kept. */
const MAX_BYTES = 1_000_000;

const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((a) => a.value.map((v) => v.address ?? '')).filter(Boolean);

export interface RunningSmtp {
  port: number;
  close(): Promise<void>;
}

export async function startSmtpReceiver(pg: SandboxDb, port: number, log: (line: Record<string, unknown>) => void): Promise<RunningSmtp> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    size: MAX_BYTES,
    logger: false,
    onAuth: (_auth, _session, done) => done(null, { user: 'portal' }),
    onData(stream, _session, done) {
      simpleParser(stream)
        .then(async (mail) => {
          if (stream.sizeExceeded) return done(new Error('Message too large'));
          for (const to of addresses(mail.to)) {
            await sendMessage(pg, { to, channel: 'email', subject: mail.subject ?? '', text: mail.text ?? '', source: 'portal' });
          }
          done();
        })
        .catch((err: unknown) => {
          log({ smtp: 'message not kept', cause: (err as Error).name });
          done(new Error('Message not accepted'));
        });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
