import { describe, expect, it } from 'vitest';
import { makeDbf, makeEncryptedPdf, makeXlsx, zipWithPassword, type Table } from '../../../sandbox/domains/reports/mailback-files';
import { isEncryptedPdf, openPdf, openZip, readDbf, readXlsx } from '../../support/statement-files';

const TABLE: Table = {
  columns: [
    { title: 'PAN', type: 'C', width: 10 },
    { title: 'INV_NAME', type: 'C', width: 20 },
    { title: 'AMOUNT', type: 'N', width: 12, decimals: 2 },
  ],
  rows: [
    ['BKFPS4821K', 'Ravi Sharma', 5000],
    ['CQWPM7310L', 'Meera & Co <x>', 1234.5],
  ],
};
const PASSWORD = 'Zip#Pass2026';

describe('the self report files', () => {
  it('zips a workbook that opens only with the password', async () => {
    const zip = await zipWithPassword([{ name: 'r.xlsx', content: await makeXlsx(TABLE, 'Transaction Report') }], PASSWORD);
    await expect(openZip(zip)).rejects.toThrow();
    await expect(openZip(zip, 'Wrong#Pass2026')).rejects.toThrow();
    const [entry] = await openZip(zip, PASSWORD);
    expect(entry?.encrypted).toBe(true);
    expect(await readXlsx(entry!.content)).toEqual([
      ['PAN', 'INV_NAME', 'AMOUNT'],
      ['BKFPS4821K', 'Ravi Sharma', '5000'],
      ['CQWPM7310L', 'Meera & Co <x>', '1234.5'],
    ]);
  });

  it('writes a valid dBase III table', async () => {
    const dbf = makeDbf(TABLE, new Date('2026-11-24T00:00:00Z'));
    const [entry] = await openZip(await zipWithPassword([{ name: 'r.dbf', content: dbf }], PASSWORD), PASSWORD);
    const table = readDbf(entry!.content);
    expect(table.fields).toEqual(['PAN', 'INV_NAME', 'AMOUNT']);
    expect(table.records).toEqual([
      ['BKFPS4821K', 'Ravi Sharma', '5000.00'],
      ['CQWPM7310L', 'Meera & Co <x>', '1234.50'],
    ]);
    expect([dbf[1], dbf[2], dbf[3]]).toEqual([126, 11, 24]);
  });
});

describe('the statement PDF', () => {
  it('is encrypted and opens only with its password', async () => {
    const pdf = await makeEncryptedPdf({
      title: 'Networth Report',
      lines: ['Investor: Ravi Sharma'],
      sections: [{ heading: 'Holdings', table: TABLE, empty: 'No holdings.' }],
      password: PASSWORD,
    });
    expect(isEncryptedPdf(pdf)).toBe(true);
    expect(Buffer.from(pdf).toString('latin1')).not.toContain('Ravi Sharma');
    expect(openPdf(pdf, 'Wrong#Pass2026')).toBeNull();
    const text = openPdf(pdf, PASSWORD);
    expect(text).toContain('Investor: Ravi Sharma');
    expect(text).toContain('Networth Report');
  });
});
