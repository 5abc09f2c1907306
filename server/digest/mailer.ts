import 'server-only';
import nodemailer, { type Transporter } from 'nodemailer';
import { env } from '../env';
import type { DigestMail } from './compose';

// The portal's own mail goes out through SMTP_URL (the sandbox's receiver when the portal runs against it).

/** A slow mail server costs one try, not a stuck scheduler: each phase has its limit. */
const SMTP_TIMEOUT_MS = 15_000;

let transport: Transporter | undefined;

export async function sendMail(to: string, mail: DigestMail): Promise<void> {
  const url = env().SMTP_URL;
  if (!url) throw new Error('SMTP_URL is not set');
  transport ??= nodemailer.createTransport({
    url,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  await transport.sendMail({ from: env().MAIL_FROM, to, subject: mail.subject, text: mail.text, headers: { 'X-Portal-Mail': 'morning-digest' } });
}
