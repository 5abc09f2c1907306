import { describe, expect, it } from 'vitest';
import {
  investorCaption,
  investorPanSearchSchema,
  NAME_SEARCH_MESSAGE,
  NO_INVESTORS_MESSAGE,
  parseInvestorListQuery,
} from '@/lib/forms/investors/investor-list';
import { PAN_MESSAGE } from '@/lib/rules/pan';

const issues = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return (err as { issues: { message: string; path: PropertyKey[] }[] }).issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  }
  return [];
};

describe('the PAN search form', () => {
  it('accepts an empty box (the whole tab) and a PAN in any case', () => {
    expect(investorPanSearchSchema.parse({ pan: '' })).toEqual({ pan: '' });
    expect(investorPanSearchSchema.parse({ pan: ' bkfps4821k ' })).toEqual({ pan: 'BKFPS4821K' });
  });

  it.each(['BKFPS', 'BKFPS48211', '1234567890'])('refuses %s with the PAN message', (pan) => {
    expect(issues(() => investorPanSearchSchema.parse({ pan }))).toEqual([`pan: ${PAN_MESSAGE}`]);
  });
});

describe('the list query the BFF reads', () => {
  const parse = (q: string) => parseInvestorListQuery(new URLSearchParams(q));

  it('defaults to the first page of ALL from the cache', () => {
    expect(parse('')).toEqual({ tab: 'A', offset: 0, limit: 50, fresh: '0' });
    expect(parse('tab=FAV&offset=100&limit=100&fresh=1&pan=')).toEqual({ tab: 'FAV', offset: 100, limit: 100, fresh: '1' });
  });

  it('checks a PAN search again on the server', () => {
    expect(parse('pan=bkfps4821k').pan).toBe('BKFPS4821K');
    expect(issues(() => parse('pan=BKFPS'))).toEqual([`pan: ${PAN_MESSAGE}`]);
  });

  it('starts a name search at four characters', () => {
    expect(parse('name=Ravi').name).toBe('Ravi');
    expect(issues(() => parse('name=Rav'))).toEqual([`name: ${NAME_SEARCH_MESSAGE}`]);
    expect(NAME_SEARCH_MESSAGE).toBe('Please enter a valid Name');
  });

  it('refuses an unknown tab, a page larger than 200 rows and a negative offset', () => {
    expect(issues(() => parse('tab=X'))).toHaveLength(1);
    expect(issues(() => parse('limit=201'))).toHaveLength(1);
    expect(issues(() => parse('offset=-1'))).toHaveLength(1);
  });

  it('refuses a PAN and a name together', () => {
    expect(issues(() => parse('pan=BKFPS4821K&name=Ravi'))).toHaveLength(1);
  });
});

describe('captions and empty text', () => {
  it('reads as the seed shows it', () => {
    expect(investorCaption('A', 240)).toBe('All : 240 Investors');
    expect(investorCaption('FAV', 3)).toBe('Favourite : 3 Investors');
    expect(investorCaption('R', 10)).toBe('Recent : 10 Investors');
    expect(NO_INVESTORS_MESSAGE).toBe('No Data Found');
  });
});
