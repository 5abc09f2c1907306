import { describe, expect, it } from 'vitest';
import { currentHref, isGroup, isUnder, menuFor, type NavItem } from '@/lib/navigation';

function flatten(items: NavItem[]) {
  return items.map((item) =>
    isGroup(item) ? { label: item.label, children: item.children.map((c) => [c.label, c.href]) } : [item.label, item.href],
  );
}

describe('menuFor', () => {
  it('gives flag N the full menu in order', () => {
    expect(flatten(menuFor('N'))).toEqual([
      ['Dashboard', '/dashboard'],
      ['Today', '/today'],
      ['Investors', '/investors'],
      ['New Transaction', '/new-transaction'],
      ['Track Transactions', '/track-transactions'],
      ['Create NFO Link', '/nfo-funds'],
      ['NAV', '/nav'],
      {
        label: 'Mailback Request',
        children: [
          ['Myself', '/mailBackRequest'],
          ['Investor', '/mailBackRequest/investor'],
        ],
      },
      ['Transaction History', '/transaction-history'],
      ['e-KYC', '/e-KYC'],
      ['View My Earnings', '/my-earnings'],
      ['Team', '/team'],
    ]);
  });

  it.each(['Y', '', 'n', 'X'])('gives flag %j only New Transaction', (flag) => {
    expect(flatten(menuFor(flag))).toEqual([['New Transaction', '/new-transaction']]);
  });
});

describe('currentHref', () => {
  const items = menuFor('N');

  it('marks the item for the path and its sub-paths', () => {
    expect(currentHref('/dashboard', items)).toBe('/dashboard');
    expect(currentHref('/dashboard/transaction-summary', items)).toBe('/dashboard');
    expect(currentHref('/investors/details/ABCDE1234F', items)).toBe('/investors');
  });

  it('prefers the longest match inside the Mailback group', () => {
    expect(currentHref('/mailBackRequest', items)).toBe('/mailBackRequest');
    expect(currentHref('/mailBackRequest/investor', items)).toBe('/mailBackRequest/investor');
  });

  it('does not match a mere prefix of a segment', () => {
    expect(currentHref('/navigation', items)).toBeUndefined();
    expect(currentHref('/settings', items)).toBeUndefined();
  });
});

describe('isUnder', () => {
  it('matches the base and paths below it only', () => {
    expect(isUnder('/mailBackRequest', '/mailBackRequest')).toBe(true);
    expect(isUnder('/mailBackRequest/investor', '/mailBackRequest')).toBe(true);
    expect(isUnder('/mailBackRequests', '/mailBackRequest')).toBe(false);
  });
});

describe("the menu for a firm member's role", () => {
  const labels = (items: NavItem[]) => items.flatMap((i) => (isGroup(i) ? [i.label, ...i.children.map((c) => `${i.label}/${c.label}`)] : [i.label]));

  it('leaves out what the role may not open', () => {
    const viewer = labels(menuFor('N', 'Viewer'));
    for (const gone of ['New Transaction', 'Create NFO Link', 'Mailback Request', 'e-KYC', 'View My Earnings']) expect(viewer).not.toContain(gone);
    expect(viewer).toEqual(expect.arrayContaining(['Dashboard', 'Today', 'Investors', 'Track Transactions', 'NAV', 'Transaction History']));
    expect(labels(menuFor('N', 'Adviser'))).not.toContain('View My Earnings');
    expect(labels(menuFor('N', 'Operations'))).toEqual(expect.arrayContaining(['Mailback Request', 'e-KYC']));
    expect(labels(menuFor('N', 'Operations'))).not.toContain('New Transaction');
  });

  it("keeps the Team page for those who may manage the firm's members", () => {
    expect(labels(menuFor('N', 'Admin'))).toContain('Team');
    for (const role of ['Adviser', 'Operations', 'Viewer'] as const) expect(labels(menuFor('N', role))).not.toContain('Team');
  });

  it('gives a member of a limited flag who may not initiate the tracker instead of New Transaction', () => {
    expect(flatten(menuFor('Y', 'Viewer'))).toEqual([['Track Transactions', '/track-transactions']]);
    expect(flatten(menuFor('Y', 'Adviser'))).toEqual([['New Transaction', '/new-transaction']]);
  });
});
