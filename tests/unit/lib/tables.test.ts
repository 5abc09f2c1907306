import { describe, expect, it } from 'vitest';
import { csvCell, csvFileName, toCsv } from '../../../lib/tables/csv';
import { nextSort, sortKey, sortRows } from '../../../lib/tables/sort';

type Row = { name: string; date: string; amount: string };
const rows: Row[] = [
  { name: 'Ravi Sharma', date: '05/01/2026', amount: '₹20,000' },
  { name: 'anita Verma', date: '28/11/2025', amount: '₹1,50,000' },
  { name: 'Meera Nair', date: '', amount: '-' },
];
const columns = [
  { key: 'name', text: (r: Row) => r.name },
  { key: 'date', text: (r: Row) => r.date },
  { key: 'amount', text: (r: Row) => r.amount, numeric: true },
];

describe('sorting a table', () => {
  it('reads dates as dates, figures as values and words without case', () => {
    expect(sortKey('05/01/2026')).toBe(20260105);
    expect(sortKey('₹1,50,000', true)).toBe(150000);
    expect(sortKey('Ravi')).toBe('ravi');
    expect(sortKey('-NA-')).toBeNull();
  });

  it('sorts either way with blanks last, and clicks cycle asc, desc, as listed', () => {
    expect(sortRows(rows, columns, { key: 'date', dir: 'asc' }).map((r) => r.name)).toEqual(['anita Verma', 'Ravi Sharma', 'Meera Nair']);
    expect(sortRows(rows, columns, { key: 'date', dir: 'desc' }).map((r) => r.name)).toEqual(['Ravi Sharma', 'anita Verma', 'Meera Nair']);
    expect(sortRows(rows, columns, { key: 'amount', dir: 'desc' }).map((r) => r.amount)).toEqual(['₹1,50,000', '₹20,000', '-']);
    expect(sortRows(rows, columns, { key: 'name', dir: 'asc' }).map((r) => r.name)).toEqual(['anita Verma', 'Meera Nair', 'Ravi Sharma']);
    expect(sortRows(rows, columns, null)).toEqual(rows);
    expect(nextSort(null, 'name')).toEqual({ key: 'name', dir: 'asc' });
    expect(nextSort({ key: 'name', dir: 'asc' }, 'name')).toEqual({ key: 'name', dir: 'desc' });
    expect(nextSort({ key: 'name', dir: 'desc' }, 'name')).toBeNull();
    expect(nextSort({ key: 'name', dir: 'desc' }, 'date')).toEqual({ key: 'date', dir: 'asc' });
  });
});

describe('CSV export', () => {
  it('quotes what needs quoting and never lets a cell run as a formula', () => {
    expect(csvCell('Sharma, Ravi')).toBe('"Sharma, Ravi"');
    expect(csvCell('He said "yes"')).toBe('"He said ""yes"""');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('-5,000.50')).toBe('"-5,000.50"');
  });

  it('writes a header row and CRLF rows after a byte-order mark, named for the day', () => {
    expect(toCsv(['Name', 'PAN'], [['Ravi Sharma', 'BKFPS4821K']])).toBe('\uFEFFName,PAN\r\nRavi Sharma,BKFPS4821K\r\n');
    expect(csvFileName('Authorization Pending', new Date('2026-11-28T10:00:00Z'))).toBe('authorization-pending-2026-11-28.csv');
  });
});
