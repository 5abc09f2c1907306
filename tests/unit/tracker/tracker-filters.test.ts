import { describe, expect, it } from 'vitest';
import { trackerFiltersSchema } from '@/lib/forms/tracker/tracker-filters';
import { EMPTY_FILTERS, requestOf, TRACKER_FILTER_MESSAGES, trackerRequestOf, trackerSearchParams, valuesOf } from '@/lib/tracker/filters';

// Track Transactions' filters: dates typed as DD/MM/YYYY, sent as YYYY-MM-DD, and kept in the address.

const issues = (values: Partial<typeof EMPTY_FILTERS>) => {
  const r = trackerFiltersSchema.safeParse({ ...EMPTY_FILTERS, ...values });
  return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('the tracker filters', () => {
  it('take dates as DD/MM/YYYY and refuse others in the portal\u2019s words', () => {
    expect(issues({ from: '01/11/2026', to: '29/11/2026' })).toEqual([]);
    expect(issues({ from: '2026-11-01' })).toEqual([['from', TRACKER_FILTER_MESSAGES.date]]);
    expect(issues({ to: '31/02/2026' })).toEqual([['to', TRACKER_FILTER_MESSAGES.date]]);
    expect(TRACKER_FILTER_MESSAGES.date).toBe('Enter the date as DD/MM/YYYY');
  });

  it('refuse a From date after the To date', () => {
    expect(issues({ from: '30/11/2026', to: '29/11/2026' })).toEqual([['to', 'The From date must not be after the To date.']]);
    expect(issues({ from: '29/11/2026', to: '29/11/2026' })).toEqual([]);
  });

  it('send the dates as YYYY-MM-DD and show them back as DD/MM/YYYY', () => {
    const request = requestOf({ search: ' 5100001 ', state: 'P', kind: 'additional-purchase', by: '', from: '01/11/2026', to: '29/11/2026' });
    expect(request).toEqual({ page: 1, search: '5100001', state: 'P', kind: 'additional-purchase', from: '2026-11-01', to: '2026-11-29' });
    expect(valuesOf(request)).toEqual({ search: '5100001', state: 'P', kind: 'additional-purchase', by: '', from: '01/11/2026', to: '29/11/2026' });
  });

  it('keep the filters, page and sort in the address and read them back', () => {
    const request = { page: 3, search: 'Ravi', state: 'E' as const, kind: 'redemption', by: '41', from: '2026-11-01', to: '2026-11-29', sort: { key: 'amount' as const, dir: 'asc' as const } };
    const search = trackerSearchParams(request);
    // Who initiated travels as a member's opaque id, never a name.
    expect(search).toBe('q=Ravi&state=E&kind=redemption&by=41&from=2026-11-01&to=2026-11-29&page=3&sort=amount.asc');
    expect(trackerRequestOf(new URLSearchParams(search))).toEqual(request);
    expect(trackerSearchParams({ page: 1 })).toBe('');
  });

  it('leave out what the form would refuse when an address is edited by hand', () => {
    expect(trackerRequestOf(new URLSearchParams('state=Z&from=2026-13-01&page=-2&sort=pan.up'))).toEqual({
      page: 1,
      search: undefined,
      state: undefined,
      kind: undefined,
      by: undefined,
      from: undefined,
      to: undefined,
      sort: null,
    });
    // A reversed period is not read at all: the list shows everything rather than nothing.
    expect(trackerRequestOf(new URLSearchParams('from=2026-11-29&to=2026-11-01&q=Ravi'))).toEqual({ page: 1, sort: null });
  });
});
