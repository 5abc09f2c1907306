'use client';

import { csvFileName, toCsv } from '@/lib/tables/csv';
import { Button } from './Button';
import { saveFile } from './save-file';

/** Saves the rows a table shows, in its order, as a CSV file (made in the browser: nothing is sent anywhere). */
export function CsvButton<Row>({ name, columns, rows }: { name: string; columns: readonly { header: string; text?: (row: Row) => string }[]; rows: readonly Row[] }) {
  const exported = columns.filter((c) => c.text);
  function download() {
    const csv = toCsv(
      exported.map((c) => c.header),
      rows.map((r) => exported.map((c) => c.text!(r))),
    );
    saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), csvFileName(name));
  }
  return (
    <Button size="sm" variant="secondary" onClick={download} disabled={rows.length === 0}>
      Download CSV<span className="sr-only"> of {name}</span>
    </Button>
  );
}
