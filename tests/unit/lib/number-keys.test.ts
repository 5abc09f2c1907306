import { describe, expect, it } from 'vitest';
import { dropNumberKeys, keepDigits, NUMBER_BLOCKED_KEYS } from '@/components/forms/number-keys';

describe('a number field', () => {
  it('drops from pasted text exactly the characters whose keys it refuses', () => {
    expect(dropNumberKeys('ARN-1122')).toBe('ARN1122');
    expect(dropNumberKeys('1e5+2.5-3E')).toBe('15253');
    expect(dropNumberKeys('998877')).toBe('998877');
    for (const key of NUMBER_BLOCKED_KEYS) expect(dropNumberKeys(`1${key}2`)).toBe('12');
  });
});

describe('a digits-only field (the NFO form’s Sub ARN and sub broker codes)', () => {
  it('keeps only the digits of typed or pasted text', () => {
    expect(keepDigits('ab12c')).toBe('12');
    expect(keepDigits('ARN-1122')).toBe('1122');
    expect(keepDigits('1e5 +2.5-3E')).toBe('15253');
    expect(keepDigits('998877')).toBe('998877');
  });
});
