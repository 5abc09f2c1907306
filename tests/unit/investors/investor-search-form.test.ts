import { describe, expect, it } from 'vitest';
import {
  EMAIL_MESSAGE,
  FOLIO_MESSAGE,
  investorSearchSchema,
  MOBILE_MESSAGE,
  newInvestorSchema,
  normaliseSearchInput,
  searchValueError,
} from '@/lib/forms/investors/investor-search';
import { NAME_SEARCH_MESSAGE } from '@/lib/forms/investors/investor-list';
import { nameSearchAllowed } from '@/lib/rules/name-search';
import { INDIVIDUAL_PAN_MESSAGE, PAN_MESSAGE } from '@/lib/rules/pan';

// New Transaction's searches (seed 000 section 5): each key's rule and message, and the new-investor PAN.

const messageOf = (key: string, value: string) => {
  const res = investorSearchSchema.safeParse({ key, value });
  return res.success ? null : res.error.issues[0]?.message;
};

describe('existing investor search', () => {
  it('PAN: the pattern, upper-cased first', () => {
    expect(messageOf('pan', 'bkfps4821k')).toBeNull();
    expect(investorSearchSchema.parse({ key: 'pan', value: ' bkfps4821k ' })).toEqual({ key: 'pan', value: 'BKFPS4821K' });
    for (const bad of ['', 'BKFPS4821', 'BKFP54821K', '1KFPS4821K']) expect(messageOf('pan', bad)).toBe(PAN_MESSAGE);
  });

  it('Name: required, four characters at least', () => {
    expect(messageOf('name', 'Ravi')).toBeNull();
    expect(messageOf('name', '')).toBe(NAME_SEARCH_MESSAGE);
    expect(messageOf('name', 'Rav')).toBe(NAME_SEARCH_MESSAGE);
    expect(messageOf('name', '   Rav   ')).toBe(NAME_SEARCH_MESSAGE);
  });

  it('Name: letters and spaces only', () => {
    expect(messageOf('name', 'Ravi Sharma')).toBeNull();
    for (const bad of ['Ravi1', '1234', 'Ravi@Sharma', 'Ravi_Sharma', 'Ravi;--']) expect(messageOf('name', bad)).toBe(NAME_SEARCH_MESSAGE);
  });

  it('Folio: required, digits only', () => {
    expect(messageOf('folio', '10234561')).toBeNull();
    expect(FOLIO_MESSAGE).toBe('Please enter a valid folio');
    for (const bad of ['', '1023-4561', 'A123']) expect(messageOf('folio', bad)).toBe(FOLIO_MESSAGE);
  });

  it('Mobile: ten digits from 6 to 9, with an optional 91 or 0 in front', () => {
    for (const ok of ['9876543210', '6000000000', '09876543210', '919876543210']) expect(searchValueError('mobile', ok)).toBeNull();
    for (const bad of ['', '5876543210', '987654321', '98765432101', '819876543210']) expect(messageOf('mobile', bad)).toBe(MOBILE_MESSAGE);
    expect(MOBILE_MESSAGE).toBe('Please enter a valid Mobile number');
  });

  it('Email: the pattern', () => {
    expect(messageOf('email', 'ravi.sharma@example.com')).toBeNull();
    for (const bad of ['', 'ravi', 'ravi@', 'ravi@example', 'ravi sharma@example.com']) expect(messageOf('email', bad)).toBe(EMAIL_MESSAGE);
    // A top-level domain of 2 to 4 letters, as seed 001's e-mail rule says.
    for (const ok of ['a.b@mail.co.in', 'ravi@example.info', 'RAVI@EXAMPLE.IN']) expect(messageOf('email', ok)).toBeNull();
    for (const bad of ['ravi@example.company', 'ravi@example.c', 'ravi@example.c0m']) expect(messageOf('email', bad)).toBe(EMAIL_MESSAGE);
    expect(EMAIL_MESSAGE).toBe('Please enter an valid Email Id');
  });

  it('refuses a key the seed does not name', () => {
    expect(investorSearchSchema.safeParse({ key: 'arn', value: 'ARN-112233' }).success).toBe(false);
  });

  it('boxes keep what the key allows as typed', () => {
    expect(normaliseSearchInput('pan', 'bkf ps4821kzz')).toBe('BKFPS4821K');
    expect(normaliseSearchInput('mobile', '+91 98765-43210')).toBe('9198765432');
    expect(normaliseSearchInput('folio', 'F-1023 4561')).toBe('10234561');
    expect(normaliseSearchInput('email', 'Ravi@Example.com')).toBe('Ravi@Example.com');
  });

  it('Name search is off when the transaction-enable flag is Y', () => {
    expect(nameSearchAllowed('N')).toBe(true);
    expect(nameSearchAllowed('Y')).toBe(false);
    expect(nameSearchAllowed('y ')).toBe(false);
  });
});

describe('new investor PAN', () => {
  const message = (pan: string) => {
    const res = newInvestorSchema.safeParse({ pan });
    return res.success ? null : res.error.issues[0]?.message;
  };

  it("takes an individual's PAN, upper-cased", () => {
    expect(newInvestorSchema.parse({ pan: 'amnpv5512q' })).toEqual({ pan: 'AMNPV5512Q' });
  });

  it('refuses a malformed PAN with the PAN message, and a company with the individual message', () => {
    expect(message('AMNPV5512')).toBe(PAN_MESSAGE);
    expect(message('AAACB1234C')).toBe(INDIVIDUAL_PAN_MESSAGE);
    expect(INDIVIDUAL_PAN_MESSAGE).toBe('Entered PAN Number is not related to Individual PAN Number, So please Enter Individual PAN Number');
  });
});
