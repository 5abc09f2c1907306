import type { Db } from './db/client';

// Every e-mail, SMS and OTP the sandbox "sends" lands here instead of reaching anyone; a person
// reads them on /__sandbox/outbox and tests through /__sandbox/outbox.json.

export type Channel = 'email' | 'sms';

export interface OutgoingMessage {
  /** An e-mail address or a mobile number. */
  to: string;
  channel: Channel;
  subject: string;
  text: string;
  otp?: string;
  /** A link the recipient follows (authorisation pages); shown clickable on the outbox page. */
  link?: string;
}

export interface SentMessage extends OutgoingMessage {
  id: number;
  /** ISO time on the sandbox clock. */
  sentAt: string;
}

interface Row {
  id: number;
  to_address: string;
  channel: Channel;
  subject: string;
  body: string;
  otp: string | null;
  link: string | null;
  sent_at: Date;
}

export async function sendMessage(db: Db, msg: OutgoingMessage): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    'insert into outbox (to_address, channel, subject, body, otp, link) values ($1, $2, $3, $4, $5, $6) returning id',
    [msg.to, msg.channel, msg.subject, msg.text, msg.otp ?? null, msg.link ?? null],
  );
  return Number(rows[0]?.id);
}

/** Newest first; `to` matches an address or number without regard to case. */
export async function listMessages(db: Db, filter: { to?: string; limit?: number } = {}): Promise<SentMessage[]> {
  const { rows } = await db.query<Row>(
    `select * from outbox where ($1::text is null or lower(to_address) = lower($1)) order by id desc limit $2`,
    [filter.to?.trim() || null, filter.limit ?? 500],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    to: r.to_address,
    channel: r.channel,
    subject: r.subject,
    text: r.body,
    ...(r.otp ? { otp: r.otp } : {}),
    ...(r.link ? { link: r.link } : {}),
    sentAt: r.sent_at.toISOString(),
  }));
}
