import { describe, expect, it } from 'vitest';
import { seesWholeTrail, TRAIL_HOLDER, trailPersonOf } from '@/lib/rules/team-trail';

// Who did what in the trail (issue 43): which part of it a member sees, and how a row names its person.

describe('the part of the trail a person sees', () => {
  const member = (scope: 'book' | 'euin' | 'list') => ({ member: { scope } });

  it('is the whole trail for the ARN holder and a member who sees the whole book', () => {
    expect(seesWholeTrail({})).toBe(true);
    expect(seesWholeTrail({ member: null })).toBe(true);
    expect(seesWholeTrail(member('book'))).toBe(true);
  });

  it("is a narrower member's own rows and their scope's investors' (the store applies it)", () => {
    expect(seesWholeTrail(member('euin'))).toBe(false);
    expect(seesWholeTrail(member('list'))).toBe(false);
  });
});

describe('who a row names', () => {
  it('is its member, else the ARN holder by name, else nobody here', () => {
    expect(trailPersonOf({ memberId: '2', memberName: 'Rahul Pillai', enteredElsewhere: false }, 'Asha Menon')).toEqual({ key: '2', name: 'Rahul Pillai' });
    expect(trailPersonOf({ memberId: null, memberName: null, enteredElsewhere: false }, 'Asha Menon')).toEqual({ key: TRAIL_HOLDER, name: 'Asha Menon' });
    expect(trailPersonOf({ memberId: null, memberName: null, enteredElsewhere: false }, '')).toEqual({ key: TRAIL_HOLDER, name: 'ARN holder' });
    expect(trailPersonOf({ memberId: null, memberName: null, enteredElsewhere: true }, 'Asha Menon')).toEqual({ key: '', name: 'Entered elsewhere' });
  });
});
