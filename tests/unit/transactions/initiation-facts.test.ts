import { describe, expect, it } from 'vitest';
import type { ConfirmationView } from '@/lib/transactions/confirmation';
import { draftFacts } from '@/server/transactions/initiation-facts';

const view = (rows: ConfirmationView['sections'][number]['rows'], amount: number | null = 5000): ConfirmationView => ({
  title: 'Summary',
  amount,
  sections: [{ title: 'Investor', rows: rows.slice(0, 1) }, { title: 'Transaction', rows: rows.slice(1) }],
});

describe('what the audit trail keeps of a confirmed summary', () => {
  it('takes the rows the summary marks, whatever their labels (an STP’s pause names its scheme “Transfer From Scheme”)', () => {
    const facts = draftFacts('sip-cancellation', 'ABCPR1234K', view([
      { label: 'Investor Name', value: 'Ravi Kumar', fact: 'investor' },
      { label: 'Transfer From Scheme', value: 'Liquid Fund - Growth', fact: 'scheme' },
      { label: 'Transfer To Scheme', value: 'Flexi Cap Fund - Growth' },
      { label: 'Folio', value: ' 10234561 ', fact: 'folio' },
    ], null));
    expect(facts).toEqual({ kind: 'sip-cancellation', pan: 'ABCPR1234K', investor: 'Ravi Kumar', folio: '10234561', scheme: 'Liquid Fund - Growth', amount: null });
  });

  it('never takes an unmarked row of a marked summary, even one labelled Scheme', () => {
    const facts = draftFacts('switch', 'ABCPR1234K', view([
      { label: 'Investor Name', value: 'Ravi Kumar', fact: 'investor' },
      { label: 'Scheme', value: 'Switch-in scheme shown as a plain row' },
      { label: 'Scheme', value: 'Liquid Fund - Growth', fact: 'scheme' },
    ]));
    expect(facts.scheme).toBe('Liquid Fund - Growth');
    expect(facts.folio).toBeNull();
  });

  it('reads a summary saved before its rows were marked by their labels', () => {
    const facts = draftFacts('redemption', 'ABCPR1234K', view([
      { label: 'Investor Name', value: 'Ravi Kumar' },
      { label: 'Scheme', value: 'Liquid Fund - Growth' },
      { label: 'Folio', value: '10234561' },
    ]));
    expect(facts).toMatchObject({ investor: 'Ravi Kumar', scheme: 'Liquid Fund - Growth', folio: '10234561', amount: 5000 });
  });

  it('records nothing but the kind and PAN without a summary', () => {
    expect(draftFacts('swp', 'ABCPR1234K', undefined)).toEqual({ kind: 'swp', pan: 'ABCPR1234K', investor: null, folio: null, scheme: null, amount: null });
  });
});
