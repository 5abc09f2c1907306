// Long lists (a large book has tens of thousands of investors) travel and render a page at a time.

export const PAGE_SIZE = 50;
export const MAX_PAGE = 100_000;

/** A 1-based page number from the query; anything else is the first page. */
export function pageNumber(value: string | null | undefined): number {
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= 1 && n <= MAX_PAGE ? n : 1;
}

export interface Page<Row> {
  rows: Row[];
  page: number;
  pageSize: number;
  total: number;
}
