// The mail-back forms' choices without zod, for the forms' components; ./mailback.ts holds the
// schemas.

export const REPORT_TYPES = ['Excel', 'DBF'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
export const NETWORTH_MODES = ['Email', 'PAN'] as const;
export type NetworthMode = (typeof NETWORTH_MODES)[number];
export const DIVIDEND_MODES = ['AsOnDate', 'Between'] as const;
export type DividendMode = (typeof DIVIDEND_MODES)[number];
export const DIVIDEND_MODE_LABELS: Record<DividendMode, string> = { AsOnDate: 'As on Date', Between: 'Between Dates' };
