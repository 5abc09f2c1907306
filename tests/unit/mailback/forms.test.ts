import { describe, expect, it } from 'vitest';
import {
  dividendSchema,
  MAILBACK_MESSAGES,
  networthSchema,
  selfMailbackSchema,
  STATEMENT_MESSAGES,
  statementSchema,
} from '@/lib/forms/reports/mailback';

const TODAY = { year: 2026, month: 11, day: 24 };
const STRONG = 'Report#2026';

/** Each field's first message, as the form shows it. */
function errors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }): Record<string, string> {
  const out: Record<string, string> = {};
  for (const i of result.error?.issues ?? []) out[i.path.join('.')] ??= i.message;
  return out;
}

describe('self mail-back request', () => {
  const schema = selfMailbackSchema(TODAY);
  const valid = { report: 'MFSD201', reportType: 'Excel', password: STRONG, fromDate: '01/01/2026', toDate: '24/11/2026' };

  it('accepts a full request, Excel or DBF', () => {
    expect(schema.safeParse(valid).success).toBe(true);
    expect(schema.safeParse({ ...valid, reportType: 'DBF' }).success).toBe(true);
  });

  it('names every missing field', () => {
    expect(errors(schema.safeParse({ report: '', reportType: '', password: '', fromDate: '', toDate: '' }))).toEqual({
      report: 'Report is mandatory*',
      reportType: 'Report Type is mandatory*',
      password: 'Password is mandatory*',
      fromDate: 'From date is mandatory',
      toDate: 'To date is mandatory',
    });
    expect(errors(schema.safeParse({ ...valid, reportType: 'PDF' })).reportType).toBe(MAILBACK_MESSAGES.reportType);
  });

  it('refuses a weak password with the seed wording', () => {
    for (const weak of ['Short#1', 'nouppercase#1', 'NoDigits#here', 'NoSpecial123']) {
      expect(errors(schema.safeParse({ ...valid, password: weak })).password).toBe(
        'Password should be at least 8 characters in length and should contain at least 1 Upper Case alphabet(A-Z).1 Special Character and 1 Numeric Value (0-9)',
      );
    }
  });

  it('wants From earlier than To, nothing in the future and nothing before 1 Jan 2000', () => {
    expect(errors(schema.safeParse({ ...valid, fromDate: '24/11/2026', toDate: '01/01/2026' })).toDate).toBe('From date should be earlier than To date');
    expect(errors(schema.safeParse({ ...valid, fromDate: '01/01/2026', toDate: '01/01/2026' })).toDate).toBe('From date should be earlier than To date');
    expect(errors(schema.safeParse({ ...valid, toDate: '25/11/2026' })).toDate).toBe(MAILBACK_MESSAGES.future);
    expect(errors(schema.safeParse({ ...valid, fromDate: '31/12/1999' })).fromDate).toBe(MAILBACK_MESSAGES.earliest);
    expect(schema.safeParse({ ...valid, fromDate: '01/01/2000' }).success).toBe(true);
    expect(errors(schema.safeParse({ ...valid, fromDate: '31/02/2026' })).fromDate).toBe(MAILBACK_MESSAGES.invalidDate);
  });

  it('treats a to date left disabled (no value) as missing', () => {
    expect(errors(schema.safeParse({ ...valid, fromDate: '', toDate: undefined }))).toMatchObject({ fromDate: 'From date is mandatory', toDate: 'To date is mandatory' });
  });
});

describe('Networth Report', () => {
  const valid = { mode: 'PAN', email: '', password: STRONG, confirmPassword: STRONG };

  it('accepts PAN mode without an e-mail id and Email mode with one', () => {
    expect(networthSchema.safeParse(valid).success).toBe(true);
    expect(networthSchema.safeParse({ ...valid, mode: 'Email', email: 'ravi.sharma@example.com' }).success).toBe(true);
  });

  it('names the self-password in PAN mode and the password in Email mode', () => {
    expect(errors(networthSchema.safeParse({ ...valid, password: '', confirmPassword: '' }))).toEqual({
      password: 'Self-password is mandatory',
      confirmPassword: 'Confirm Self-password is mandatory',
    });
    expect(errors(networthSchema.safeParse({ mode: 'Email', email: '', password: '', confirmPassword: '' }))).toEqual({
      email: STATEMENT_MESSAGES.email,
      password: 'Password is mandatory',
      confirmPassword: 'Confirm Password is mandatory',
    });
    expect(errors(networthSchema.safeParse({ ...valid, mode: 'Email', email: 'not-an-email' })).email).toBe(STATEMENT_MESSAGES.invalidEmail);
  });

  it('refuses a mismatch and a weak password', () => {
    expect(errors(networthSchema.safeParse({ ...valid, confirmPassword: 'Other#2026' })).confirmPassword).toBe('The Password and Confirm Password do not match');
    expect(errors(networthSchema.safeParse({ ...valid, password: 'weak', confirmPassword: 'weak' })).password).toBe(MAILBACK_MESSAGES.strength);
  });
});

describe('Dividend Statement', () => {
  const schema = dividendSchema(TODAY);
  const valid = { mode: 'AsOnDate', fromDate: '', toDate: '', password: STRONG, confirmPassword: STRONG };

  it('needs no dates as on date, both dates between dates', () => {
    expect(schema.safeParse(valid).success).toBe(true);
    expect(errors(schema.safeParse({ ...valid, mode: 'Between' }))).toEqual({ fromDate: 'Start date is mandatory', toDate: 'End date is mandatory' });
  });

  it('lets the start equal the end but not pass it, and refuses future dates', () => {
    expect(schema.safeParse({ ...valid, mode: 'Between', fromDate: '01/11/2026', toDate: '01/11/2026' }).success).toBe(true);
    expect(errors(schema.safeParse({ ...valid, mode: 'Between', fromDate: '02/11/2026', toDate: '01/11/2026' })).toDate).toBe(
      'Start date should be earlier than or equal to End date',
    );
    expect(errors(schema.safeParse({ ...valid, mode: 'Between', fromDate: '01/11/2026', toDate: '01/12/2026' })).toDate).toBe(MAILBACK_MESSAGES.future);
  });

  it('checks the password pair', () => {
    expect(errors(schema.safeParse({ ...valid, password: '', confirmPassword: '' }))).toEqual({ password: 'Password is mandatory', confirmPassword: 'Confirm Password is mandatory' });
    expect(errors(schema.safeParse({ ...valid, confirmPassword: 'Else#2026' })).confirmPassword).toBe(STATEMENT_MESSAGES.mismatch);
  });
});

describe('account and capital-gains statements', () => {
  const valid = { fromDate: '01/04/2025', toDate: '31/03/2026', password: STRONG, confirmPassword: STRONG };

  it('asks for a period only where the statement has one', () => {
    expect(statementSchema(true, TODAY).safeParse(valid).success).toBe(true);
    expect(statementSchema(false, TODAY).safeParse({ ...valid, fromDate: '', toDate: '' }).success).toBe(true);
    expect(errors(statementSchema(true, TODAY).safeParse({ ...valid, fromDate: '', toDate: '' }))).toEqual({ fromDate: 'From date is mandatory', toDate: 'To date is mandatory' });
  });

  it('names the confirmation by its label, Confirm Password', () => {
    expect(errors(statementSchema(false, TODAY).safeParse({ ...valid, confirmPassword: '' }))).toEqual({ confirmPassword: 'Confirm Password is mandatory' });
  });

  it('wants the start before the end', () => {
    expect(errors(statementSchema(true, TODAY).safeParse({ ...valid, fromDate: '31/03/2026', toDate: '01/04/2025' })).toDate).toBe('Start Date should be earlier than End Date');
  });
});
