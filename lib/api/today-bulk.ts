// Today's bulk statement request: the statements it offers (each covers a period) and where each
// row's request goes. Zod-free, for the page.

export const TODAY_STATEMENTS_API = '/api/today/statements';
export const BULK_STATEMENTS = [
  { key: 'consolidated', label: 'Consolidated Account Statement' },
  { key: 'CGS', label: 'Capital Gains Statement' },
] as const;
export type BulkStatementKey = (typeof BULK_STATEMENTS)[number]['key'];

export const BULK_MESSAGES = {
  statement: 'Select a statement',
  noneSelected: 'Select at least one row first.',
  statementSent: (refno: string) => `Requested: reference ${refno}`,
} as const;

export interface TodayStatementRequest {
  pan: string;
  statement: BulkStatementKey;
  fromDate: string;
  toDate: string;
  password: string;
  confirmPassword: string;
}
export type TodayStatementResponse = { refno: string; message: string };
