import { describe, expect, it } from 'vitest';
import type { TodayLink } from '@/lib/api/today';
import { peopleOf } from '@/components/today/use-person-choice';

// The admin's choice of whose expiring links Today lists: the people who initiated the links shown.

const link = (id: number, key: string, name: string): TodayLink => ({
  id, reference: String(5100000 + id), investor: 'Ravi Sharma', kindLabel: 'Additional Purchase', scheme: '', amount: '', units: '', expiresAt: '', link: '', resendsLeft: 3,
  lastSentAt: '', by: { key, name },
});

describe("the people Today's links may be narrowed to", () => {
  it('are each person once, by name, the ARN holder named as such and a row entered elsewhere left out', () => {
    const links = [link(1, '2', 'Rahul Pillai'), link(2, 'holder', 'Asha Menon'), link(3, '2', 'Rahul Pillai'), link(4, '', 'Entered elsewhere'), link(5, '3', 'Divya Nair')];
    expect(peopleOf(links)).toEqual([
      { value: 'holder', label: 'Asha Menon (ARN holder)' },
      { value: '3', label: 'Divya Nair' },
      { value: '2', label: 'Rahul Pillai' },
    ]);
    expect(peopleOf([])).toEqual([]);
  });
});
