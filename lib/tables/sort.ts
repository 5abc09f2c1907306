// Sorting a table by one of its columns, as a distributor expects: dates by date (DD/MM/YYYY), amounts and
// counts by value (₹1,50,000 after ₹20,000), words alphabetically; blanks last either way.

export type SortDirection = 'asc' | 'desc';
export type SortState = { key: string; dir: SortDirection } | null;

export interface SortableColumn<Row> {
  key: string;
  /** The cell as plain text: what the CSV holds, and what sorting reads unless sortBy says otherwise. */
  text?: (row: Row) => string;
  sortBy?: (row: Row) => string | number;
  numeric?: boolean;
}

const DMY = /^(\d{2})\/(\d{2})\/(\d{4})/;

/** A comparable key for a cell's text: a date as YYYYMMDD, a figure as its value, else the lower-cased words. */
export function sortKey(text: string, numeric = false): string | number | null {
  const t = text.trim();
  if (t === '' || t === '-' || t === '—' || t === '-NA-') return null;
  const date = DMY.exec(t);
  if (date) return Number(`${date[3]}${date[2]}${date[1]}`);
  if (numeric) {
    const n = Number(t.replace(/[^\d.-]/g, ''));
    return Number.isFinite(n) ? n : null;
  }
  return t.toLowerCase();
}

export const sortableColumn = <Row>(c: SortableColumn<Row>) => Boolean(c.sortBy ?? c.text);

/** The rows in the order `sort` asks (a stable sort, so equal keys keep the registrar's order). */
export function sortRows<Row>(rows: readonly Row[], columns: readonly SortableColumn<Row>[], sort: SortState): Row[] {
  const column = sort && columns.find((c) => c.key === sort.key);
  if (!sort || !column || !sortableColumn(column)) return [...rows];
  const keyOf = (r: Row) => (column.sortBy ? column.sortBy(r) : sortKey(column.text!(r), column.numeric));
  const sign = sort.dir === 'asc' ? 1 : -1;
  return rows
    .map((row, i) => ({ row, i, k: keyOf(row) }))
    .sort((a, b) => {
      if (a.k === null || b.k === null) return a.k === b.k ? a.i - b.i : a.k === null ? 1 : -1;
      const c = typeof a.k === 'number' && typeof b.k === 'number' ? a.k - b.k : String(a.k).localeCompare(String(b.k), 'en-IN', { numeric: true });
      return c === 0 ? a.i - b.i : c * sign;
    })
    .map((x) => x.row);
}

/** A header click: ascending, then descending, then back to the registrar's order. */
export function nextSort(current: SortState, key: string): SortState {
  if (current?.key !== key) return { key, dir: 'asc' };
  return current.dir === 'asc' ? { key, dir: 'desc' } : null;
}
