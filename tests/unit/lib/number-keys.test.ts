import { describe, expect, it } from 'vitest';
import { dropNumberKeys, NUMBER_BLOCKED_KEYS } from '@/components/forms/number-keys';

describe('a number field', () => {
  it('drops from pasted text exactly the characters whose keys it refuses', () => {
    expect(dropNumberKeys('ARN-1122')).toBe('ARN1122');
    expect(dropNumberKeys('1e5+2.5-3E')).toBe('15253');
    expect(dropNumberKeys('998877')).toBe('998877');
    for (const key of NUMBER_BLOCKED_KEYS) expect(dropNumberKeys(`1${key}2`)).toBe('12');
  });
});
