import { describe, expect, it } from 'vitest';
import { formatIstDateTime } from '../../../sandbox/dates';

describe('formatIstDateTime', () => {
  it('formats in IST (UTC+05:30) as DD/MM/YYYY hh:mm AM/PM', () => {
    expect(formatIstDateTime(new Date('2026-03-05T04:00:00Z'))).toBe('05/03/2026 09:30 AM');
    expect(formatIstDateTime(new Date('2026-03-05T10:45:00Z'))).toBe('05/03/2026 04:15 PM');
  });

  it('uses 12 for noon and midnight', () => {
    expect(formatIstDateTime(new Date('2026-03-05T06:30:00Z'))).toBe('05/03/2026 12:00 PM');
    expect(formatIstDateTime(new Date('2026-03-04T18:30:00Z'))).toBe('05/03/2026 12:00 AM');
  });

  it('rolls the date over when IST is already the next day', () => {
    expect(formatIstDateTime(new Date('2025-12-31T20:00:00Z'))).toBe('01/01/2026 01:30 AM');
  });
});
