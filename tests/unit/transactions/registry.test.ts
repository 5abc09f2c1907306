import { describe, expect, it } from 'vitest';
import { buildTrail } from '@/lib/breadcrumbs';
import { tilesFor, transactionType, TRANSACTION_TYPES_LIST } from '@/lib/transactions/types';
import { clearedByTypesPage, draftKinds, isKind, transactionKind, transactionKinds } from '@/server/transactions/registry';

describe('the transaction registry', () => {
  it('declares each kind once, under a type it names, with its confirm screen beneath its form', () => {
    const keys = transactionKinds().map((k) => k.kind);
    expect(new Set(keys).size).toBe(keys.length);
    for (const k of transactionKinds()) {
      expect(transactionType(k.type), k.kind).not.toBeNull();
      expect(k.form.startsWith(`/new-transaction/${k.type}/`), k.kind).toBe(true);
      // The seed names the modification's summary as a sibling of its form (seed 002 section 2.1).
      expect(k.confirmPage).toBe(k.kind === 'sip-modification' ? '/new-transaction/sip/digital/modes/sipModificationSummary' : `${k.form}/confirm`);
    }
  });

  it('says which kinds a day’s NAV applies to: not a mandate, a modification, a pause or a cancellation', () => {
    const without = transactionKinds().filter((k) => !k.navApplies).map((k) => k.kind);
    expect(without).toEqual(['enach-mandate', 'upi-mandate', 'sip-modification', 'sip-cancellation']);
    expect(transactionKind('redemption').navApplies).toBe(true);
  });

  it('gives the same purchase one key everywhere: route segment, draft kind and API kind', () => {
    expect(transactionKind('nfo-new-purchase').form).toBe('/new-transaction/nfo-new-purchase/digital/transact');
    expect(transactionType('nfo-new-purchase')?.digital).toBe(transactionKind('nfo-new-purchase').form);
    expect(isKind('lumpsum')).toBe(false);
  });

  it('derives the draft kinds and what the types page clears (seed 000 section 4)', () => {
    expect(draftKinds()).toEqual(expect.arrayContaining(['nfo-new-purchase', 'additional-purchase', 'redemption', 'switch', 'mandate', 'folio', 'bank']));
    expect([...clearedByTypesPage()].sort()).toEqual(['bank', 'folio', 'mandate', 'sip', 'sip-enach', 'sip-mandate', 'sip-upi', 'stp', 'switch']);
  });

  it('derives the tiles and the mode chooser from the types', () => {
    expect(tilesFor(false).map((t) => t.type)).toEqual(['nfo-new-purchase', 'sip']);
    expect(tilesFor(true)).toHaveLength(TRANSACTION_TYPES_LIST.filter((t) => 'tile' in t).length);
    expect(transactionType('redemption')?.physical).toBe('red');
    expect(transactionType('stp')?.physical).toBeNull();
    expect(transactionType('unknown')).toBeNull();
  });

  it('names the breadcrumbs of every type from the registry', () => {
    expect(buildTrail('/new-transaction/sip-cancellation/digital/transact').map((c) => c.title)).toEqual([
      'New Transaction', 'SIP Cancellation', 'Digital Mode', 'Transact',
    ]);
    expect(buildTrail('/new-transaction/nfo-new-purchase/digital/transact/confirm').at(-1)?.title).toBe('Confirm');
  });
});
