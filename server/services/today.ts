import 'server-only';
import type { TodayResponse } from '@/lib/api/today';
import type { BookAuth } from '../auth/session';
import { publicLinks } from '../env';
import { upstreamNow } from '../fundhouse/clock';
import { investorsPerInvestor } from './today-fallback';
import { readWorklist, todayInvestors, todayMandates, todayOf, todaySips } from './today-book';
import { expiringLinks } from './today-links';
import { lacksPath } from './tracker-states';

// Today (the dashboard's first section and /today): links about to expire, SIPs at risk, investors
// who cannot transact and mandates that need the investor or the distributor. A registrar without
// the book-wide read is asked per investor for who cannot transact; its SIPs and mandates stay on
// each investor's pages.

export async function todayView(auth: BookAuth): Promise<TodayResponse> {
  const now = new Date(upstreamNow());
  const today = todayOf(now);
  const [links, book] = await Promise.all([
    expiringLinks(auth, now),
    readWorklist(auth).catch((err: unknown) => {
      if (lacksPath(err)) return null;
      throw err;
    }),
  ]);
  const common = { now: now.toISOString(), links: links.links, linksStale: links.stale, fatcaUrl: publicLinks().fatcaUpdateUrl };
  if (!book) return { ...common, sips: null, investors: await investorsPerInvestor(auth), mandates: null, partial: true };
  return {
    ...common,
    sips: todaySips(book, today),
    investors: todayInvestors(book.Investors),
    mandates: todayMandates(book, today),
    partial: false,
  };
}
