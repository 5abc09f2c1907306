import { describe, expect, it } from 'vitest';
import { buildTrail, crumbTitle } from '@/lib/breadcrumbs';

describe('buildTrail', () => {
  it('shows nothing outside new-transaction and transaction-history', () => {
    expect(buildTrail('/')).toEqual([]);
    expect(buildTrail('/dashboard')).toEqual([]);
    expect(buildTrail('/investors/details/ABCDE1234F')).toEqual([]);
    expect(buildTrail('/my-earnings')).toEqual([]);
  });

  it('makes the root alone the current page', () => {
    expect(buildTrail('/new-transaction')).toEqual([{ title: 'New Transaction' }]);
    expect(buildTrail('/team')).toEqual([{ title: 'Team' }]);
  });

  it('links each crumb to its cumulative path except the last', () => {
    expect(buildTrail('/new-transaction/sip/digital/modes/transact')).toEqual([
      { title: 'New Transaction', href: '/new-transaction' },
      { title: 'SIP', href: '/new-transaction/sip' },
      { title: 'Digital Mode', href: '/new-transaction/sip/digital' },
      { title: 'Mode of Transaction', href: '/new-transaction/sip/digital/modes' },
      { title: 'Transact' },
    ]);
  });

  it('skips unknown segments but keeps them in later paths', () => {
    expect(buildTrail('/transaction-history/ABCDE1234F/details')).toEqual([
      { title: 'Transaction History', href: '/transaction-history' },
      { title: 'Transactions List' },
    ]);
    expect(buildTrail('/transaction-history/details/ABCDE1234F')).toEqual([
      { title: 'Transaction History', href: '/transaction-history' },
      { title: 'Transactions List' },
    ]);
  });

  it('ignores a trailing slash, query and hash', () => {
    expect(buildTrail('/new-transaction/transction-types/?pan=X#top')).toEqual([
      { title: 'New Transaction', href: '/new-transaction' },
      { title: 'Transaction Type' },
    ]);
  });
});

describe('crumbTitle', () => {
  it.each([
    ['new-transaction', 'New Transaction'],
    ['transction-types', 'Transaction Type'],
    ['modes', 'Mode of Transaction'],
    ['digital', 'Digital Mode'],
    ['transact', 'Transact'],
    ['confirm', 'Confirm'],
    ['enach-folios', 'Enach Folios'],
    ['sipTopup', 'SIP Top-up Folios'],
    ['sipModification', 'SIP Modification'],
    ['sipModificationSummary', 'SIP Modification Summary'],
    ['select-live-sip', 'Select Live Sip'],
    ['otm-with-isip', 'OTM with ISIP'],
    ['upi', 'UPI Autopay'],
    ['upi-folios', 'UPI Autopay'],
    ['transaction-history', 'Transaction History'],
    ['details', 'Transactions List'],
    ['sip', 'SIP'],
    ['stp', 'STP'],
    ['switch', 'Switch'],
    ['redemption', 'Redemption'],
    ['swp', 'SWP'],
    ['additional-purchase', 'Additional Purchase'],
    ['sip-cancellation', 'SIP Cancellation'],
    ['nct-type', 'NCT'],
    ['eNACH', 'eNACH'],
  ])('titles %s as %s', (segment, title) => {
    expect(crumbTitle(segment)).toBe(title);
  });

  it('leads from New Transaction straight to the e-KYC form, leaving out the PAN and the step with no page', () => {
    expect(buildTrail('/new-transaction/new-investor/ekyc/DHRPK2206B')).toEqual([
      { title: 'New Transaction', href: '/new-transaction' },
      { title: 'e-KYC Form' },
    ]);
  });

  it('has no title for unknown segments or object keys', () => {
    expect(crumbTitle('ABCDE1234F')).toBeUndefined();
    expect(crumbTitle('constructor')).toBeUndefined();
    expect(crumbTitle('toString')).toBeUndefined();
  });
});
