'use client';

import { useMemo, useState } from 'react';
import { nextSort, sortRows, type SortableColumn, type SortState } from '@/lib/tables/sort';

/**
 * A table's sort order, kept by the page (a paged table sorts all its rows before it pages them).
 * `onSort(key)` is a header click; `onSort(key, dir)` sets an order outright (the phone's select), and
 * `onSort('', null)` returns to the registrar's order.
 */
export function useTableSort<Row>(rows: readonly Row[], columns: readonly SortableColumn<Row>[]) {
  const [sort, setSort] = useState<SortState>(null);
  const sorted = useMemo(() => sortRows(rows, columns, sort), [rows, columns, sort]);
  const onSort = (key: string, dir?: 'asc' | 'desc' | null) => setSort((s) => (dir === undefined ? nextSort(s, key) : dir && key ? { key, dir } : null));
  return { rows: sorted, sort, onSort };
}
