import { z } from 'zod';
import { BULK_MESSAGES, BULK_STATEMENTS, type BulkStatementKey } from '../../api/today-bulk';
import { istDay, parseDisplayDate, type CalendarDay } from '../../dates';
import { isStrongPassword, PASSWORD_RULE_MESSAGE } from '../../rules/password';
import { REPORT_TYPES, NETWORTH_MODES, DIVIDEND_MODES, type DividendMode } from './mailback-fields';

export { REPORT_TYPES, type ReportType, NETWORTH_MODES, type NetworthMode, DIVIDEND_MODES, type DividendMode, DIVIDEND_MODE_LABELS } from './mailback-fields';

// The mail-back forms (seed 002 sections 4.7, 5 and 9): the distributor's own report, and the
// Networth, Dividend and other investor statements. Dates are DD/MM/YYYY as the fields show them;
// every date rule is checked against "today" on the India calendar, in the browser and again in the BFF.

/** The earliest day a mail-back period may start. */
export const EARLIEST_DAY: CalendarDay = { year: 2000, month: 1, day: 1 };
/** 'As on Date' statements cover this day to today. */
export const AS_ON_START: CalendarDay = { year: 1970, month: 1, day: 1 };

export const MAILBACK_MESSAGES = {
  report: 'Report is mandatory*',
  reportType: 'Report Type is mandatory*',
  password: 'Password is mandatory*',
  strength: PASSWORD_RULE_MESSAGE,
  fromDate: 'From date is mandatory',
  toDate: 'To date is mandatory',
  fromBeforeTo: 'From date should be earlier than To date',
  startBeforeEnd: 'Start Date should be earlier than End Date',
  invalidDate: 'Enter a valid date as DD/MM/YYYY',
  future: 'Future dates are not allowed',
  earliest: 'Date should not be earlier than 01/01/2000',
} as const;

export const STATEMENT_MESSAGES = {
  password: 'Password is mandatory',
  selfPassword: 'Self-password is mandatory',
  confirmSelf: 'Confirm Self-password is mandatory',
  confirm: 'Confirm Password is mandatory',
  mismatch: 'The Password and Confirm Password do not match',
  email: 'Email Id is mandatory',
  invalidEmail: 'Please enter valid Email Id',
  startDate: 'Start date is mandatory',
  endDate: 'End date is mandatory',
  startNotAfterEnd: 'Start date should be earlier than or equal to End date',
} as const;

/** A field that may arrive disabled (and so without a value). */
const text = () => z.string().default('');

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

const dayNumber = (d: CalendarDay) => d.year * 10_000 + d.month * 100 + d.day;
export const compareDays = (a: CalendarDay, b: CalendarDay) => dayNumber(a) - dayNumber(b);

/** Today on the India calendar, the day every date rule is measured against. */
export const todayInIndia = (): CalendarDay => istDay(new Date());

/** A date field's own checks: given, a real date, not in the future, not before `earliest`. */
function dateProblem(text: string, today: CalendarDay, earliest: CalendarDay | null): string | null {
  const day = parseDisplayDate(text.trim());
  if (!day) return MAILBACK_MESSAGES.invalidDate;
  if (compareDays(day, today) > 0) return MAILBACK_MESSAGES.future;
  if (earliest && compareDays(day, earliest) < 0) return MAILBACK_MESSAGES.earliest;
  return null;
}

interface PeriodRule {
  from: string;
  to: string;
  fromMandatory: string;
  toMandatory: string;
  order: string;
  /** From may equal To. */
  sameDay: boolean;
  earliest: CalendarDay | null;
}

/** Checks a from/to pair on an object; both paths get their own message. */
function checkPeriod(v: Record<string, unknown>, ctx: z.RefinementCtx, today: CalendarDay, rule: PeriodRule) {
  const from = String(v[rule.from] ?? '').trim();
  const to = String(v[rule.to] ?? '').trim();
  const fromProblem = from ? dateProblem(from, today, rule.earliest) : rule.fromMandatory;
  const toProblem = to ? dateProblem(to, today, rule.earliest) : rule.toMandatory;
  if (fromProblem) ctx.addIssue({ code: 'custom', path: [rule.from], message: fromProblem });
  if (toProblem) ctx.addIssue({ code: 'custom', path: [rule.to], message: toProblem });
  if (fromProblem || toProblem) return;
  const order = compareDays(parseDisplayDate(from)!, parseDisplayDate(to)!);
  if (order > 0 || (order === 0 && !rule.sameDay)) ctx.addIssue({ code: 'custom', path: [rule.to], message: rule.order });
}

const strongPassword = (mandatory: string) =>
  z
    .string()
    .min(1, mandatory)
    .refine((v) => v === '' || isStrongPassword(v), MAILBACK_MESSAGES.strength);

// ---- The distributor's own report (Myself) ----

export function selfMailbackSchema(today: CalendarDay = todayInIndia()) {
  return z
    .object({
      report: z.string().trim().min(1, MAILBACK_MESSAGES.report),
      reportType: z.string().refine((v) => (REPORT_TYPES as readonly string[]).includes(v), MAILBACK_MESSAGES.reportType),
      password: strongPassword(MAILBACK_MESSAGES.password),
      fromDate: text(),
      toDate: text(),
    })
    .superRefine((v, ctx) =>
      checkPeriod(v, ctx, today, {
        from: 'fromDate',
        to: 'toDate',
        fromMandatory: MAILBACK_MESSAGES.fromDate,
        toMandatory: MAILBACK_MESSAGES.toDate,
        order: MAILBACK_MESSAGES.fromBeforeTo,
        sameDay: false,
        earliest: EARLIEST_DAY,
      }),
    );
}
export type SelfMailbackInput = { report: string; reportType: string; password: string; fromDate: string; toDate: string };

// ---- Investor statements ----

/** `self`: the field is labelled Confirm Self-password (Networth by PAN), else Confirm Password. */
function checkConfirmation(v: Record<string, unknown>, ctx: z.RefinementCtx, self = false) {
  const password = String(v.password ?? '');
  const confirm = String(v.confirmPassword ?? '');
  if (!confirm) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: self ? STATEMENT_MESSAGES.confirmSelf : STATEMENT_MESSAGES.confirm });
  else if (password && confirm !== password) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: STATEMENT_MESSAGES.mismatch });
}

/** Networth Report: Email mode mails the statement of every folio under an e-mail id; PAN mode the investor's. */
export const networthSchema = z
  .object({ mode: z.enum(NETWORTH_MODES), email: text(), password: text(), confirmPassword: text() })
  .superRefine((v, ctx) => {
    if (v.mode === 'Email') {
      const email = v.email.trim();
      if (!email) ctx.addIssue({ code: 'custom', path: ['email'], message: STATEMENT_MESSAGES.email });
      else if (!EMAIL.test(email)) ctx.addIssue({ code: 'custom', path: ['email'], message: STATEMENT_MESSAGES.invalidEmail });
    }
    if (!v.password) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: v.mode === 'Email' ? STATEMENT_MESSAGES.password : STATEMENT_MESSAGES.selfPassword });
    } else if (!isStrongPassword(v.password)) ctx.addIssue({ code: 'custom', path: ['password'], message: MAILBACK_MESSAGES.strength });
    checkConfirmation(v, ctx, v.mode === 'PAN');
  });
export type NetworthInput = z.infer<typeof networthSchema>;

export function dividendSchema(today: CalendarDay = todayInIndia()) {
  return z
    .object({ mode: z.enum(DIVIDEND_MODES), fromDate: text(), toDate: text(), password: strongPassword(STATEMENT_MESSAGES.password), confirmPassword: text() })
    .superRefine((v, ctx) => {
      if (v.mode === 'Between') {
        checkPeriod(v, ctx, today, {
          from: 'fromDate',
          to: 'toDate',
          fromMandatory: STATEMENT_MESSAGES.startDate,
          toMandatory: STATEMENT_MESSAGES.endDate,
          order: STATEMENT_MESSAGES.startNotAfterEnd,
          sameDay: true,
          earliest: null,
        });
      }
      checkConfirmation(v, ctx);
    });
}
export type DividendInput = { mode: DividendMode; fromDate: string; toDate: string; password: string; confirmPassword: string };

/** The account statements and the capital-gains statement: a password, and a period where the statement has one. */
export function statementSchema(period: boolean, today: CalendarDay = todayInIndia()) {
  return z
    .object({ fromDate: text(), toDate: text(), password: strongPassword(STATEMENT_MESSAGES.password), confirmPassword: text() })
    .superRefine((v, ctx) => {
      if (period) {
        checkPeriod(v, ctx, today, {
          from: 'fromDate',
          to: 'toDate',
          fromMandatory: MAILBACK_MESSAGES.fromDate,
          toMandatory: MAILBACK_MESSAGES.toDate,
          order: MAILBACK_MESSAGES.startBeforeEnd,
          sameDay: false,
          earliest: EARLIEST_DAY,
        });
      }
      checkConfirmation(v, ctx);
    });
}
export type StatementInput = { fromDate: string; toDate: string; password: string; confirmPassword: string };

/** Today's bulk request chooses one of the period statements for every selected investor. */
export const bulkStatementChoice = z.object({
  statement: z.enum(BULK_STATEMENTS.map((b) => b.key) as [BulkStatementKey, ...BulkStatementKey[]], { error: BULK_MESSAGES.statement }),
});

/** Every field arrives as text; the form's own schema decides what it means. */
export const mailbackBody = z.record(z.string(), z.string().max(200));
