import { describe, expect, it } from 'vitest';
import { createAesGcmCipher, SealError } from '@/server/fundhouse/crypto';
import { decodeQueryText, encodeQueryText } from '@/server/fundhouse/wire';

describe('payload cipher', () => {
  const cipher = createAesGcmCipher('unit-test-secret-0123456789abcdef0123');

  it('round-trips text, with a fresh IV each time', () => {
    const a = cipher.seal('PAN=BKFPS4821K');
    const b = cipher.seal('PAN=BKFPS4821K');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(cipher.open(a)).toBe('PAN=BKFPS4821K');
  });

  it('refuses another key, a tampered text and a short text', () => {
    const sealed = cipher.seal('hello');
    expect(() => createAesGcmCipher('another-secret-0123456789abcdef012345').open(sealed)).toThrow(SealError);
    const raw = Buffer.from(sealed, 'base64url');
    raw[14] = (raw[14] ?? 0) ^ 1;
    expect(() => cipher.open(raw.toString('base64url'))).toThrow(SealError);
    expect(() => cipher.open('abc')).toThrow(SealError);
  });
});

describe('query text', () => {
  it('base64-encodes and URL-encodes each value and drops empty ones', () => {
    const text = encodeQueryText({ name: 'Ravi Sharma', amount: 5000, none: undefined, nil: null });
    expect(text).toBe(`name=${encodeURIComponent(Buffer.from('Ravi Sharma').toString('base64'))}&amount=NTAwMA%3D%3D`);
    expect(decodeQueryText(text)).toEqual({ name: 'Ravi Sharma', amount: '5000' });
  });

  it('keeps characters that matter in URLs and non-ASCII text intact', () => {
    const params = { q: 'a&b=c', who: 'Zoë +91' };
    expect(decodeQueryText(encodeQueryText(params))).toEqual(params);
  });
});
