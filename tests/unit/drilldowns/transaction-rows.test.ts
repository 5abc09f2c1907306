import { describe, expect, it } from 'vitest';
import { toTransactionRows } from '@/server/services/tracker/transaction-summary';

// The BFF's view of the registrar's rows: the 30-day and 14-day windows applied, the action each row
// allows, and amounts in rupees.

const NOW = new Date('2026-11-22T07:00:00Z');

type Row = Parameters<typeof toTransactionRows>[0][number];
const row = (over: Partial<Row>): Row => ({
  ihno: '5000001',
  InvName: 'Ravi Sharma',
  pan: 'BKFPS4821K',
  scheme: 'Large Cap Fund - Regular Plan - Growth',
  trtype: 'Additional Purchase',
  Entdate: '22/11/2026 11:08 AM',
  dd_appno: 'W5000001',
  amount: '10000.00',
  sipamount: '0.00',
  units: '0.0000',
  Link: 'http://127.0.0.1:4010/__sandbox/authorise?t=abc',
  fund_code: '117',
  status: 'P',
  Reinitiate: 'N',
  ...over,
});

describe('toTransactionRows', () => {
  it('keeps pending rows with their link and amount, and never the PAN', () => {
    const [p] = toTransactionRows([row({})], 'P', NOW);
    expect(p).toEqual({
      ihno: '5000001',
      investor: 'Ravi Sharma',
      fund: 'Large Cap Fund - Regular Plan - Growth',
      type: 'Additional Purchase',
      date: '22/11/2026 11:08 AM',
      amount: '₹10,000',
      state: 'P',
      rejected: false,
      link: 'http://127.0.0.1:4010/__sandbox/authorise?t=abc',
      canReinitiate: false,
    });
    expect(JSON.stringify(p)).not.toContain('BKFPS4821K');
  });

  it('hides approved rows older than 30 days', () => {
    const rows = [
      row({ ihno: '5000006', status: 'A', Entdate: '28/10/2026 01:08 PM', Link: '' }),
      row({ ihno: '5000007', status: 'A', Entdate: '08/10/2026 01:08 PM', Link: '' }),
    ];
    expect(toTransactionRows(rows, 'A', NOW).map((r) => r.ihno)).toEqual(['5000006']);
  });

  it('offers Reinitiate only inside 14 days and only while the registrar still allows it', () => {
    const rows = [
      row({ ihno: '5000008', status: 'E', Entdate: '13/11/2026 01:08 PM', Reinitiate: 'Y', amount: '15000.00' }),
      row({ ihno: '5000010', status: 'E', Entdate: '02/11/2026 01:08 PM', Reinitiate: 'Y' }),
      row({ ihno: '5000011', status: 'E', Entdate: '20/11/2026 01:08 PM', Reinitiate: 'N' }),
    ];
    const out = toTransactionRows(rows, 'E', NOW);
    expect(out.map((r) => [r.ihno, r.canReinitiate])).toEqual([
      ['5000008', true],
      ['5000010', false],
      ['5000011', false],
    ]);
    expect(out.every((r) => r.link === null)).toBe(true);
  });

  it('marks an Expired-tab row the investor rejected, and only when the registrar says so', () => {
    const out = toTransactionRows(
      [
        row({ ihno: '5000009', status: 'E', Entdate: '17/11/2026 01:08 PM', EndedAs: 'Rejected' }),
        row({ ihno: '5000010', status: 'E', Entdate: '17/11/2026 01:08 PM', EndedAs: 'Expired' }),
        // A registrar without the field: its E rows read Expired.
        row({ ihno: '5000011', status: 'E', Entdate: '17/11/2026 01:08 PM' }),
      ],
      'E',
      NOW,
    );
    expect(out.map((r) => [r.ihno, r.rejected])).toEqual([
      ['5000009', true],
      ['5000010', false],
      ['5000011', false],
    ]);
  });

  it('shows SIP amounts and units, drops rows of another state and links that are not http(s)', () => {
    const out = toTransactionRows(
      [
        row({ ihno: '1', amount: '0', sipamount: '3000.00' }),
        row({ ihno: '2', amount: '0', units: '50.0000', Link: 'javascript:alert(1)' }),
        row({ ihno: '3', status: 'A' }),
      ],
      'P',
      NOW,
    );
    expect(out.map((r) => [r.ihno, r.amount, r.link])).toEqual([
      ['1', '₹3,000', 'http://127.0.0.1:4010/__sandbox/authorise?t=abc'],
      ['2', '50.00 units', null],
    ]);
  });
});
