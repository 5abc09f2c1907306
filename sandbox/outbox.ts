import type { Db } from './db/client';

// Every e-mail, SMS and OTP the sandbox "sends" lands here instead of reaching anyone, and so does the
// mail the portal sends through the sandbox's SMTP receiver (sandbox/smtp.ts); a person reads them on
// /__sandbox/outbox and tests through /__sandbox/outbox.json.

export type Channel = 'email' | 'sms';
/** Who sent it: the registrar (this sandbox) or the portal, over SMTP. */
export type Source = 'registrar' | 'portal';

// Files mailed with a message (the mail-back statements), kept beside the outbox and served by
// /__sandbox/attachment?id=N.
export const outboxAttachmentsDdl = `
create table outbox_attachments (
  id bigserial primary key,
  message_id bigint not null references outbox (id) on delete cascade,
  filename text not null,
  content_type text not null,
  content bytea not null
);
create index outbox_attachments_message on outbox_attachments (message_id);
`;

export const ATTACHMENT_PATH = '/__sandbox/attachment';

export interface OutgoingAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

export interface SentAttachment {
  id: number;
  filename: string;
  contentType: string;
  bytes: number;
  /** Where the sandbox serves it, relative to its own address. */
  url: string;
}

export interface OutgoingMessage {
  /** An e-mail address or a mobile number. */
  to: string;
  channel: Channel;
  subject: string;
  text: string;
  otp?: string;
  /** A link the recipient follows (authorisation pages); shown clickable on the outbox page. */
  link?: string;
  attachments?: OutgoingAttachment[];
  /** Default 'registrar'. */
  source?: Source;
}

export interface SentMessage extends Omit<OutgoingMessage, 'attachments' | 'source'> {
  id: number;
  source: Source;
  attachments?: SentAttachment[];
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
  source: Source;
  sent_at: Date;
}

export async function sendMessage(db: Db, msg: OutgoingMessage): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    'insert into outbox (to_address, channel, subject, body, otp, link, source) values ($1, $2, $3, $4, $5, $6, $7) returning id',
    [msg.to, msg.channel, msg.subject, msg.text, msg.otp ?? null, msg.link ?? null, msg.source ?? 'registrar'],
  );
  const id = Number(rows[0]?.id);
  for (const a of msg.attachments ?? []) {
    await db.query('insert into outbox_attachments (message_id, filename, content_type, content) values ($1, $2, $3, $4)', [id, a.filename, a.contentType, a.content]);
  }
  return id;
}

/** One attachment's file, or null. */
export async function findAttachment(db: Db, id: number): Promise<OutgoingAttachment | null> {
  const { rows } = await db.query<{ filename: string; content_type: string; content: Uint8Array }>(
    'select filename, content_type, content from outbox_attachments where id = $1',
    [id],
  );
  const r = rows[0];
  return r ? { filename: r.filename, contentType: r.content_type, content: r.content } : null;
}

/** Newest first; `to` matches an address or number without regard to case. */
export async function listMessages(db: Db, filter: { to?: string; limit?: number } = {}): Promise<SentMessage[]> {
  const { rows } = await db.query<Row>(
    `select * from outbox where ($1::text is null or lower(to_address) = lower($1)) order by id desc limit $2`,
    [filter.to?.trim() || null, filter.limit ?? 500],
  );
  const ids = rows.map((r) => Number(r.id));
  const files = ids.length
    ? (
        await db.query<{ id: number; message_id: number; filename: string; content_type: string; bytes: number }>(
          'select id, message_id, filename, content_type, octet_length(content) as bytes from outbox_attachments where message_id = any($1::bigint[]) order by id',
          [ids],
        )
      ).rows
    : [];
  return rows.map((r) => ({
    id: Number(r.id),
    to: r.to_address,
    channel: r.channel,
    source: r.source,
    subject: r.subject,
    text: r.body,
    ...(r.otp ? { otp: r.otp } : {}),
    ...(r.link ? { link: r.link } : {}),
    ...attachmentsOf(files, Number(r.id)),
    sentAt: r.sent_at.toISOString(),
  }));
}

function attachmentsOf(files: { id: number; message_id: number; filename: string; content_type: string; bytes: number }[], messageId: number) {
  const mine = files.filter((f) => Number(f.message_id) === messageId);
  if (!mine.length) return {};
  const attachments: SentAttachment[] = mine.map((f) => ({
    id: Number(f.id),
    filename: f.filename,
    contentType: f.content_type,
    bytes: Number(f.bytes),
    url: `${ATTACHMENT_PATH}?id=${Number(f.id)}`,
  }));
  return { attachments };
}
