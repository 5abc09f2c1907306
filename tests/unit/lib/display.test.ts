import { describe, expect, it } from 'vitest';
import { orNA } from '@/lib/display';
import { initialsOf } from '@/lib/initials';

describe('orNA', () => {
  it('shows -NA- for empty values and keeps the rest', () => {
    expect(orNA('')).toBe('-NA-');
    expect(orNA('   ')).toBe('-NA-');
    expect(orNA(undefined)).toBe('-NA-');
    expect(orNA(null)).toBe('-NA-');
    expect(orNA('ABCDE1234F')).toBe('ABCDE1234F');
  });
});

describe('initialsOf', () => {
  it.each([
    ['Ravi Kumar Sharma', 'RS'],
    ['ravi', 'R'],
    ['  Asha   Mehta ', 'AM'],
    ['M/s. Alpha Investments', 'MI'],
    ['', ''],
  ])('%j gives %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
