import 'server-only';

import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { and, eq, inArray, lt } from 'drizzle-orm';
import { env } from '../env';
import type { Db } from './db';
import { drafts } from './schema/portal';

// Form drafts on the server (ARCHITECTURE.md rule 7): one row per distributor, form kind and PAN.
// Drafts hold personal data, so the row keeps only AES-256-GCM ciphertext under a key derived from
// the portal's SESSION_SECRET; the row's identity is bound in as associated data, so a sealed draft
// copied onto another user's or PAN's row does not open.

export interface DraftRef {
  userId: string;
  kind: string;
  pan: string;
}

/** A draft nobody reopened for this long is personal data kept for no reason: it reads as absent. */
export const DRAFT_MAX_AGE_DAYS = 30;

const IV_BYTES = 12;
const TAG_BYTES = 16;
// Fixed, public context strings: they keep this key apart from every other use of the secret.
const HKDF_SALT = 'portal-store/v1';
const HKDF_INFO = 'drafts-aes-256-gcm';

const keys = new Map<string, Buffer>();
function keyFor(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, HKDF_SALT, HKDF_INFO, 32));
    keys.set(secret, key);
  }
  return key;
}

const norm = (ref: DraftRef): DraftRef => ({
  userId: ref.userId.trim().toLowerCase(),
  kind: ref.kind,
  pan: ref.pan.trim().toUpperCase(),
});

const aad = (ref: DraftRef) => Buffer.from(`${ref.userId}\n${ref.kind}\n${ref.pan}`, 'utf8');

export function sealDraft(value: unknown, ref: DraftRef, secret: string = env().SESSION_SECRET): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyFor(secret), iv);
  cipher.setAAD(aad(norm(ref)));
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
}

/** The draft's value, or null when it does not open (another key, another row, tampered). */
export function openDraft(sealed: string, ref: DraftRef, secret: string = env().SESSION_SECRET): unknown {
  const raw = Buffer.from(sealed, 'base64url');
  if (raw.length < IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(secret), raw.subarray(0, IV_BYTES));
    decipher.setAAD(aad(norm(ref)));
    decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
    const plain = Buffer.concat([decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)), decipher.final()]);
    return JSON.parse(plain.toString('utf8')) as unknown;
  } catch {
    return null;
  }
}

const where = (ref: DraftRef) => and(eq(drafts.userId, ref.userId), eq(drafts.kind, ref.kind), eq(drafts.pan, ref.pan));

/** Saves (or replaces) the draft of one form for one investor. */
export async function saveDraft(db: Db, ref: DraftRef, value: unknown, now = new Date()): Promise<void> {
  const r = norm(ref);
  const sealed = sealDraft(value, r);
  await db
    .insert(drafts)
    .values({ ...r, sealed, updatedAt: now })
    .onConflictDoUpdate({ target: [drafts.userId, drafts.kind, drafts.pan], set: { sealed, updatedAt: now } });
}

/** The saved value, or null. A draft that is too old or no longer opens is removed on the way. */
export async function loadDraft(db: Db, ref: DraftRef, now = new Date()): Promise<unknown> {
  const r = norm(ref);
  const [row] = await db.select().from(drafts).where(where(r)).limit(1);
  if (!row) return null;
  const fresh = now.getTime() - row.updatedAt.getTime() < DRAFT_MAX_AGE_DAYS * 86_400_000;
  const value = fresh ? openDraft(row.sealed, r) : null;
  if (value === null) await db.delete(drafts).where(and(where(r), eq(drafts.updatedAt, row.updatedAt)));
  return value;
}

/** Every current draft of one kind a user keeps, newest first, with the investor each is for. */
export async function listDrafts(db: Db, userId: string, kind: string, now = new Date()): Promise<{ pan: string; value: unknown; updatedAt: Date }[]> {
  const user = userId.trim().toLowerCase();
  const rows = await db.select().from(drafts).where(and(eq(drafts.userId, user), eq(drafts.kind, kind)));
  const fresh = rows.filter((r) => now.getTime() - r.updatedAt.getTime() < DRAFT_MAX_AGE_DAYS * 86_400_000);
  return fresh
    .map((r) => ({ pan: r.pan, value: openDraft(r.sealed, { userId: user, kind, pan: r.pan }), updatedAt: r.updatedAt }))
    .filter((r) => r.value !== null)
    .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime());
}

export async function clearDraft(db: Db, ref: DraftRef): Promise<void> {
  await db.delete(drafts).where(where(norm(ref)));
}

/** Clears the named kinds for one investor (the transaction types page clears the SIP-side drafts). */
export async function clearDrafts(db: Db, ref: { userId: string; pan: string; kinds: readonly string[] }): Promise<void> {
  if (ref.kinds.length === 0) return;
  const r = norm({ ...ref, kind: '' });
  await db
    .delete(drafts)
    .where(and(eq(drafts.userId, r.userId), eq(drafts.pan, r.pan), inArray(drafts.kind, [...ref.kinds])));
}

/** Every draft of one investor, as starting a fresh investment from the investor's page asks. */
export async function clearDraftsForPan(db: Db, userId: string, pan: string): Promise<void> {
  const r = norm({ userId, pan, kind: '' });
  await db.delete(drafts).where(and(eq(drafts.userId, r.userId), eq(drafts.pan, r.pan)));
}

/**
 * Hands every current draft of one person to another of the same firm: a suspended or removed member's to
 * the admin who did it, so the firm keeps the work (issue 43, item 5). Each draft is opened under its old
 * row and sealed under the new one. A draft the receiver already keeps for the same form and investor is
 * theirs and stays; the member's then stays on its own row, where a reactivation finds it. Answers how
 * many moved.
 */
export async function handDraftsOver(db: Db, from: string, to: string, now = new Date()): Promise<number> {
  const source = from.trim().toLowerCase();
  const target = to.trim().toLowerCase();
  if (!source || !target || source === target) return 0;
  const rows = await db.select().from(drafts).where(eq(drafts.userId, source));
  let moved = 0;
  for (const row of rows) {
    if (now.getTime() - row.updatedAt.getTime() >= DRAFT_MAX_AGE_DAYS * 86_400_000) continue;
    const value = openDraft(row.sealed, { userId: source, kind: row.kind, pan: row.pan });
    if (value === null) continue;
    const ref = { userId: target, kind: row.kind, pan: row.pan };
    const taken = await db
      .insert(drafts)
      .values({ ...ref, sealed: sealDraft(value, ref), updatedAt: row.updatedAt })
      .onConflictDoNothing()
      .returning({ kind: drafts.kind });
    if (taken.length === 0) continue;
    await db.delete(drafts).where(where({ userId: source, kind: row.kind, pan: row.pan }));
    moved += 1;
  }
  return moved;
}

/** Housekeeping: drafts past their age, for every user. */
export async function purgeOldDrafts(db: Db, now = new Date()): Promise<void> {
  await db.delete(drafts).where(lt(drafts.updatedAt, new Date(now.getTime() - DRAFT_MAX_AGE_DAYS * 86_400_000)));
}
