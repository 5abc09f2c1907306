import { daysBetween, formatDisplayDay, formatIsoDay, parseDisplayDate, parseIsoDate } from '../dates';
import { TRACKER_SORTS, TRACKER_STATES, type TrackerRequest, type TrackerSortKey, type TrackerState } from './query';

// Track Transactions' filters (zod-free, for the page's first load): the form (dates as the portal writes them, DD/MM/YYYY), the request the
// BFF reads (dates as YYYY-MM-DD), and the address that keeps both, so a reload, Back or a shared link
// opens the same list. Whatever the address holds is read through the same checks as the form.

export const TRACKER_FILTER_MESSAGES = {
  date: 'Enter the date as DD/MM/YYYY',
  order: 'The From date must not be after the To date.',
} as const;

export const SEARCH_MAX_LENGTH = 60;
/** A member's id (or 'holder') is short; anything longer in an address is nobody's. */
export const BY_MAX_LENGTH = 40;

export interface TrackerFilterValues {
  search: string;
  state: string;
  kind: string;
  /** Who initiated (the admin's filter): a member's id, the ARN holder, or '' for everyone. */
  by: string;
  /** DD/MM/YYYY or empty. */
  from: string;
  to: string;
}

export const EMPTY_FILTERS: TrackerFilterValues = { search: '', state: '', kind: '', by: '', from: '', to: '' };

/** The filters' refusals, field by field: the schema (lib/forms/tracker/tracker-filters.ts) and the address reader use it. */
export function filterProblems(v: Pick<TrackerFilterValues, 'from' | 'to'>): { path: 'from' | 'to'; message: string }[] {
  const problems: { path: 'from' | 'to'; message: string }[] = [];
  const from = v.from ? parseDisplayDate(v.from) : null;
  const to = v.to ? parseDisplayDate(v.to) : null;
  if (v.from && !from) problems.push({ path: 'from', message: TRACKER_FILTER_MESSAGES.date });
  if (v.to && !to) problems.push({ path: 'to', message: TRACKER_FILTER_MESSAGES.date });
  if (from && to && daysBetween(from, to) < 0) problems.push({ path: 'to', message: TRACKER_FILTER_MESSAGES.order });
  return problems;
}

const isoOf = (display: string) => {
  const d = parseDisplayDate(display);
  return d ? formatIsoDay(d) : undefined;
};

/** The form's values as the request's filters (the page starts again at 1). */
export function requestOf(values: TrackerFilterValues): TrackerRequest {
  return {
    page: 1,
    search: values.search.trim() || undefined,
    state: (TRACKER_STATES as readonly string[]).includes(values.state) ? (values.state as TrackerState) : undefined,
    kind: values.kind || undefined,
    by: values.by || undefined,
    from: isoOf(values.from),
    to: isoOf(values.to),
  };
}

/** What the form shows for a request's filters. */
export function valuesOf(request: TrackerRequest): TrackerFilterValues {
  const display = (iso?: string) => {
    const d = iso ? parseIsoDate(iso) : null;
    return d ? formatDisplayDay(d) : '';
  };
  return { search: request.search ?? '', state: request.state ?? '', kind: request.kind ?? '', by: request.by ?? '', from: display(request.from), to: display(request.to) };
}

/** The request as the address keeps it: only what is set (`?q=…&state=P&from=2026-11-01&page=2&sort=amount.asc`). */
export function trackerSearchParams(request: TrackerRequest): string {
  const p = new URLSearchParams();
  if (request.search) p.set('q', request.search);
  if (request.state) p.set('state', request.state);
  if (request.kind) p.set('kind', request.kind);
  // A member's id or 'holder': an opaque key, never a name.
  if (request.by) p.set('by', request.by);
  if (request.from) p.set('from', request.from);
  if (request.to) p.set('to', request.to);
  if (request.page && request.page > 1) p.set('page', String(request.page));
  if (request.sort) p.set('sort', `${request.sort.key}.${request.sort.dir}`);
  return p.toString();
}

/** The request an address asks for; anything it holds that the form would refuse is left out. */
export function trackerRequestOf(params: URLSearchParams): TrackerRequest {
  const dayOf = (name: string) => {
    const text = params.get(name) ?? '';
    return parseIsoDate(text) ? text : '';
  };
  const values: TrackerFilterValues = {
    search: (params.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    state: params.get('state') ?? '',
    kind: (params.get('kind') ?? '').slice(0, 60),
    by: (params.get('by') ?? '').slice(0, BY_MAX_LENGTH),
    from: valuesOf({ from: dayOf('from') }).from,
    to: valuesOf({ to: dayOf('to') }).to,
  };
  const request = filterProblems(values).length === 0 ? requestOf(values) : { page: 1 };
  const page = Number(params.get('page'));
  const [key, dir] = (params.get('sort') ?? '').split('.');
  return {
    ...request,
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
    sort: (TRACKER_SORTS as readonly string[]).includes(key ?? '') && (dir === 'asc' || dir === 'desc') ? { key: key as TrackerSortKey, dir } : null,
  };
}
