import 'server-only';
import type { InvestorListItem, InvestorListPage } from '@/lib/api/investors';
import { NO_INVESTORS_MESSAGE, type InvestorListQuery, type InvestorTab } from '@/lib/forms/investors/investor-list';
import { ALREADY_FAVOURITE_MESSAGE, NO_INVESTOR_MESSAGE } from '@/lib/investor-messages';
import { env } from '../../env';
import type { DistributorAuth } from '../../auth/session';
import { toCsv } from '@/lib/tables/csv';
import { selectInvestor } from '../../auth/selected-investor';
import { allClients, saveFavourite, type InvestorListRow } from '../../fundhouse/endpoints/investors';
import { UpstreamError } from '../../fundhouse/errors';
import { upstream } from '../../fundhouse/upstream';
import { HttpError, type CheckedInvestor } from '../../http/handler';
import { getDb } from '../../store/db';
import { bookStamp, dropBooks, readBook, writeBook } from '../../store/investor-books';
import { createBookCache, selectPage, type BookCache, type SharedBooks } from './investor-book-cache';
import { log } from '@/server/log';

// The distributor's investor list (Dist_AllClientDetails) served a page or a search at a time from the
// BFF's copy of the registrar's answer, and the favourite toggle (DistSavefavourite).

/** A copy older than this is answered and fetched again in the background. */
export const BOOK_REFRESH_AFTER_MS = 2 * 60_000;
/** A copy older than this is fetched again before answering. */
export const BOOK_MAX_AGE_MS = 15 * 60_000;
/** Another instance's fill or invalidation of a copy reaches this process within this time. */
const BOOK_TRUST_MS = 2_000;

/**
 * The Recent tab changes whenever an investor is opened: its copy stays in the process that fetched it
 * (forgotten there at once, and by the others within this time) rather than costing a store write per read.
 */
const RECENT = 'R';
const RECENT_MAX_AGE_MS = 60_000;

/** The copies in the portal store, which every portal instance shares. */
const storeBooks: SharedBooks<InvestorListItem> = {
  stamp: async (owner, list) => bookStamp(await getDb(), owner, list),
  read: async (owner, list) => readBook<InvestorListItem>(await getDb(), owner, list),
  write: async (owner, list, rows, at) => writeBook(await getDb(), owner, list, rows, at),
  drop: async (owner, list) => dropBooks(await getDb(), owner, list),
};

const logFailure = (err: unknown) =>
  log('error', { event: 'investor-book-copy-failed', error: (err as Error)?.name ?? typeof err });

// On globalThis because each route is its own bundle in one server process: the favourite handler
// must drop the very lists the list handler reads.
const slot = globalThis as unknown as Record<symbol, BookCache<InvestorListItem> | undefined>;
const CACHE_KEY = Symbol.for('portal.investor-book-cache');
function bookCache(): BookCache<InvestorListItem> {
  return (slot[CACHE_KEY] ??= createBookCache<InvestorListItem>({
    refreshAfterMs: BOOK_REFRESH_AFTER_MS,
    maxAgeMs: BOOK_MAX_AGE_MS,
    maxEntries: 64,
    maxRows: 400_000,
    shared: storeBooks,
    localOnly: (list) => list === RECENT,
    localMaxAgeMs: RECENT_MAX_AGE_MS,
    trustMs: BOOK_TRUST_MS,
    onError: logFailure,
  }));
}

/** The cache owner: the signed-in user of this ARN, so no session ever reads another's list. */
const ownerOf = (auth: DistributorAuth) => `${auth.session.userId.toLowerCase()}|${auth.session.arn}`;

export function toItem(row: InvestorListRow): InvestorListItem {
  return {
    name: row.Name.trim(),
    pan: row.Pan.trim().toUpperCase(),
    mobile: row.Mobile?.trim() || null,
    kyc: row.Kyc === 'Y',
    fatca: row.Fatca === 'Y',
    favourite: row.Favorite === 'Y',
  };
}

async function loadTab(auth: DistributorAuth, tab: InvestorTab): Promise<InvestorListItem[]> {
  const answer = await upstream(allClients, { ARN: auth.session.arn, customfund: env().FUND_CODE, AllFavFlag: tab }, { token: auth.token });
  return answer.DtData.map(toItem);
}

export async function investorListPage(auth: DistributorAuth, query: InvestorListQuery): Promise<InvestorListPage> {
  const book = await bookCache().book(ownerOf(auth), query.tab, () => loadTab(auth, query.tab), { fresh: query.fresh === '1' });
  const page = selectPage(book, query);
  return { tab: query.tab, total: book.rows.length, matched: page.matched, offset: query.offset, rows: page.rows };
}

/** The whole tab (or what its search found), in the order asked, as the CSV the list's Download gives. */
export async function investorListCsv(auth: DistributorAuth, query: Omit<InvestorListQuery, 'offset' | 'limit' | 'fresh'>): Promise<string> {
  const book = await bookCache().book(ownerOf(auth), query.tab, () => loadTab(auth, query.tab), { fresh: false });
  const { rows } = selectPage(book, { ...query, offset: 0, limit: book.rows.length });
  const yes = (ok: boolean) => (ok ? 'Yes' : 'No');
  return toCsv(
    ['Name', 'KYC', 'FATCA', 'Mobile', 'PAN'],
    rows.map((r) => [r.name, yes(r.kyc), yes(r.fatca), r.mobile ?? '', r.pan]),
  );
}

/**
 * The PANs of the caller's book as the registrar answers it for them, from the same copy the list reads:
 * for a member with a narrower scope, the investors of that scope (the registrar narrows its answer).
 */
export async function bookPans(auth: DistributorAuth): Promise<string[]> {
  const book = await bookCache().book(ownerOf(auth), 'A', () => loadTab(auth, 'A'), { fresh: false });
  return book.rows.map((r) => r.pan);
}

/**
 * Page 1 of the ALL tab for the page's first paint, when the BFF holds a copy that is not stale; null
 * otherwise (the browser then asks, and waits for the registrar). Never fails the page.
 */
export async function investorListFirstPage(auth: DistributorAuth, limit: number): Promise<InvestorListPage | null> {
  const tab: InvestorTab = 'A';
  try {
    const book = await bookCache().peek(ownerOf(auth), tab, () => loadTab(auth, tab));
    if (!book) return null;
    const page = selectPage(book, { offset: 0, limit });
    return { tab, total: book.rows.length, matched: page.matched, offset: 0, rows: page.rows };
  } catch {
    return null;
  }
}

/** The Recent list changes whenever an investor is opened. */
export function investorViewed(auth: DistributorAuth): Promise<void> {
  return bookCache().invalidate(ownerOf(auth), RECENT);
}

/**
 * Sets the favourite flag (FavFlag T adds, F removes). The registrar answers no rows when the
 * investor already is in that state, which the seed reports as 'Already this pan ID member is added as
 * a Favorite'; a PAN outside the book is refused as not found.
 */
export async function setFavourite(auth: DistributorAuth, pan: string, favourite: boolean, name = ''): Promise<{ favourite: boolean }> {
  const answer = await upstream(
    saveFavourite,
    { InvPan: pan, FavFlag: favourite ? 'T' : 'F', Name: name, AgentCode: auth.session.arn },
    { token: auth.token },
  ).catch((err: unknown) => {
    if (err instanceof UpstreamError && err.kind === 'business' && err.userMessage === NO_INVESTORS_MESSAGE) {
      throw new HttpError(404, { message: NO_INVESTOR_MESSAGE });
    }
    throw err;
  });
  // Any change or refusal may leave the cached lists stale (the Favourite tab above all).
  await bookCache().invalidate(ownerOf(auth));
  if (!answer.DtData[0]) throw new HttpError(409, { message: ALREADY_FAVOURITE_MESSAGE });
  return { favourite: answer.DtData[0].fav === 'T' };
}

/** Seals the PAN for the mail-back statement pages: the route checked it is in the caller's book. */
export async function selectForMailBack(auth: DistributorAuth, investor: CheckedInvestor): Promise<void> {
  await selectInvestor(auth.session.userId, investor.pan, 'mail-back');
}
