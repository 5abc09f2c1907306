import { describe, expect, it } from 'vitest';
import { investorPanSearchSchema } from '@/lib/forms/investors/investor-list';
import { investorSearchSchema, newInvestorSchema } from '@/lib/forms/investors/investor-search';
import { checkNewInvestorPan, readSearch, SEARCH_KEYS } from '@/lib/forms/investors/investor-search-check';
import { checkPanSearch } from '@/lib/forms/investors/investor-tabs';
import { INDIVIDUAL_PAN_MESSAGE, PAN_MESSAGE } from '@/lib/rules/pan';

// The investor pages check their boxes without zod; the BFF parses the zod schemas. Both must refuse the
// same values with the same words and read the same query out of an accepted one.

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

const PANS = ['', '   ', 'bkfps4821k', ' BKFPS4821K ', 'BKFCS4821K', 'BKFPS4821', 'BKFPS48211', '1KFPS4821K', 'AAAAP9999A', 'ABCDE12345'];

describe('the investor list PAN box (checkPanSearch)', () => {
  it.each(PANS)('answers %j as investorPanSearchSchema does', (pan) => {
    expect(checkPanSearch({ pan }).pan).toBe(firstMessage(investorPanSearchSchema.safeParse({ pan })));
  });

  it("refuses a malformed PAN in the seed's words and lets an empty box list the tab again", () => {
    expect(checkPanSearch({ pan: 'ABCDE12345' })).toEqual({ pan: PAN_MESSAGE });
    expect(checkPanSearch({ pan: '' })).toEqual({});
  });
});

describe('the New Transaction searches (readSearch)', () => {
  const values = [...PANS, 'Ravi', 'Rav', 'Ravi Sharma', 'R4vi', '10234561', '1023-4561', '9876543210', '919876543210', '5876543210', 'ravi@example.com', 'ravi@example', ' ravi@example.co '];

  it.each(SEARCH_KEYS.flatMap((key) => values.map((value) => [key, value] as const)))('reads %s %j as investorSearchSchema does', (key, value) => {
    const parsed = investorSearchSchema.safeParse({ key, value });
    const read = readSearch(key, value);
    expect(read.error ?? undefined).toBe(firstMessage(parsed));
    expect(read.query).toEqual(parsed.success ? parsed.data : null);
  });
});

describe('the new investor PAN (checkNewInvestorPan)', () => {
  it.each(PANS)('answers %j as newInvestorSchema does', (pan) => {
    expect(checkNewInvestorPan({ pan }).pan).toBe(firstMessage(newInvestorSchema.safeParse({ pan })));
  });

  it("refuses a company's PAN with the individual-PAN message", () => {
    expect(checkNewInvestorPan({ pan: 'BKFCS4821K' })).toEqual({ pan: INDIVIDUAL_PAN_MESSAGE });
    expect(checkNewInvestorPan({ pan: ' bkfps4821k ' })).toEqual({});
  });
});
