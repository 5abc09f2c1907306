import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

// Shared by the portal and the sandbox (plain Node), so no 'server-only' marker here.

/** Seals and opens the text of one upstream message. Swap this module for a registrar with another cipher. */
export interface PayloadCipher {
  seal(plain: string): string;
  open(sealed: string): string;
}

export class SealError extends Error {
  override name = 'SealError';
}

const IV_BYTES = 12;
const TAG_BYTES = 16;
// Fixed, public context strings: they separate this key from any other use of the same secret.
const HKDF_SALT = 'fundhouse-api/v1';
const HKDF_INFO = 'payload-aes-256-gcm';

export function deriveKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, HKDF_SALT, HKDF_INFO, 32));
}

/** AES-256-GCM; the wire form is base64url(iv ‖ ciphertext ‖ tag). */
export function createAesGcmCipher(secret: string): PayloadCipher {
  const key = deriveKey(secret);
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
    },
    open(sealed) {
      const raw = Buffer.from(sealed, 'base64url');
      if (raw.length < IV_BYTES + TAG_BYTES) throw new SealError('sealed text too short');
      const iv = raw.subarray(0, IV_BYTES);
      const tag = raw.subarray(raw.length - TAG_BYTES);
      const body = raw.subarray(IV_BYTES, raw.length - TAG_BYTES);
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, iv);
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
      } catch {
        // GCM reports a wrong key and a tampered message alike; neither detail helps a caller.
        throw new SealError('sealed text failed authentication');
      }
    },
  };
}
