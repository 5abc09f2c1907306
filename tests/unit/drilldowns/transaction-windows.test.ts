import { describe, expect, it } from 'vitest';
import { parseDisplayDateTime } from '@/lib/dates';
import {
  canReinitiate,
  enteredWithin,
  isListed,
  LIST_WINDOW_DAYS,
  REINITIATE_MESSAGES,
  REINITIATE_WINDOW_DAYS,
  reinitiateRefusal,
} from '@/lib/rules/transaction-windows';

// 22/11/2026 12:30 PM in India.
const NOW = new Date('2026-11-22T07:00:00Z');

describe('parseDisplayDateTime (the registrar’s Entdate, India’s wall clock)', () => {
  it('reads DD/MM/YYYY hh:mm AM as IST, whatever the UTC date is', () => {
    expect(parseDisplayDateTime('01/04/2026 12:30 AM')?.toISOString()).toBe('2026-03-31T19:00:00.000Z');
    expect(parseDisplayDateTime('01/04/2026 12:30 PM')?.toISOString()).toBe('2026-04-01T07:00:00.000Z');
    expect(parseDisplayDateTime('22/11/2026 11:08 pm')?.toISOString()).toBe('2026-11-22T17:38:00.000Z');
    expect(parseDisplayDateTime('22/11/2026 23:08')?.toISOString()).toBe('2026-11-22T17:38:00.000Z');
    expect(parseDisplayDateTime('22/11/2026')?.toISOString()).toBe('2026-11-21T18:30:00.000Z');
  });

  it('refuses what is not a real date and time', () => {
    expect(parseDisplayDateTime('31/02/2026 10:00 AM')).toBeNull();
    expect(parseDisplayDateTime('22/11/2026 13:00 PM')).toBeNull();
    expect(parseDisplayDateTime('22/11/2026 00:10 AM')).toBeNull();
    expect(parseDisplayDateTime('22/11/2026 10:60 AM')).toBeNull();
    expect(parseDisplayDateTime('11/22/2026 10:00 AM')).toBeNull();
    expect(parseDisplayDateTime('yesterday')).toBeNull();
  });
});

describe('the 30-day listing window', () => {
  it('always lists pending rows, however old', () => {
    expect(isListed('P', '01/01/2020 10:00 AM', NOW)).toBe(true);
    expect(isListed('P', 'not a date', NOW)).toBe(true);
  });

  it('lists approved and expired rows entered less than 30 days ago, to the minute', () => {
    expect(LIST_WINDOW_DAYS).toBe(30);
    // Exactly 30 days before now: out. A minute later: in.
    expect(isListed('A', '23/10/2026 12:30 PM', NOW)).toBe(false);
    expect(isListed('A', '23/10/2026 12:31 PM', NOW)).toBe(true);
    expect(isListed('E', '23/10/2026 12:30 PM', NOW)).toBe(false);
    expect(isListed('E', '23/10/2026 12:31 PM', NOW)).toBe(true);
    expect(isListed('A', '08/10/2026 01:08 PM', NOW)).toBe(false);
  });

  it('reads the entry on India’s clock: 10:00 AM on 23/10 is 04:30 UTC, before the window opens', () => {
    expect(isListed('A', '23/10/2026 10:00 AM', NOW)).toBe(false);
    // Read as UTC the same text would be inside the window; IST puts it 5 h 30 min earlier.
    expect(enteredWithin(new Date('2026-10-23T10:00:00Z'), NOW, 30)).toBe(true);
    expect(isListed('A', '23/10/2026 01:00 PM', NOW)).toBe(true);
  });

  it('does not list a row whose entry time cannot be read', () => {
    expect(isListed('A', '', NOW)).toBe(false);
  });
});

describe('the 14-day reinitiate window', () => {
  it('offers Reinitiate on expired rows entered less than 14 days ago', () => {
    expect(REINITIATE_WINDOW_DAYS).toBe(14);
    expect(canReinitiate('E', '08/11/2026 12:31 PM', NOW)).toBe(true);
    expect(canReinitiate('E', '08/11/2026 12:30 PM', NOW)).toBe(false);
    expect(canReinitiate('E', '22/11/2026 12:30 PM', NOW)).toBe(true);
  });

  it('says why it refuses', () => {
    expect(reinitiateRefusal('E', '08/11/2026 12:31 PM', NOW)).toBeNull();
    expect(reinitiateRefusal('E', '08/11/2026 12:30 PM', NOW)).toBe('A transaction can be reinitiated only within 14 days of its entry');
    expect(reinitiateRefusal('E', 'garbled', NOW)).toBe(REINITIATE_MESSAGES.tooOld);
    expect(reinitiateRefusal('P', '22/11/2026 10:00 AM', NOW)).toBe('Only an expired transaction can be reinitiated');
    expect(reinitiateRefusal('A', '22/11/2026 10:00 AM', NOW)).toBe(REINITIATE_MESSAGES.notExpired);
  });

  it('closes as time passes: eligible today, not a day later', () => {
    const entered = '09/11/2026 12:30 PM';
    expect(canReinitiate('E', entered, NOW)).toBe(true);
    expect(canReinitiate('E', entered, new Date(NOW.getTime() + 24 * 3_600_000))).toBe(false);
  });
});
