import { describe, expect, it } from 'vitest';
import { positionText } from '../../../lib/drilldowns/position';

describe('positionText', () => {
  it("names the rows in view, 1-based, and the list's length in Indian digits", () => {
    expect(positionText(40, 59, 241)).toBe('41–60 of 241');
    expect(positionText(0, 19, 24003)).toBe('1–20 of 24,003');
  });
  it('never runs past the end and says nothing of an empty list', () => {
    expect(positionText(230, 260, 241)).toBe('231–241 of 241');
    expect(positionText(0, 0, 0)).toBe('');
  });
});
