import 'server-only';
import type { TodayInvestor, TodayResponse } from '@/lib/api/today';
import type { BookAuth } from '../../auth/session';
import { publicLinks } from '../../env';
import { upstreamNow } from '../../fundhouse/clock';
import { investorsPerInvestor } from './today-fallback';
import { withFixLinks } from '../investors/investor-problems';
import { readWorklist, todayInvestors, todayMandates, todayOf, todaySips, type TodayInvestorProblems } from './today-book';
import { expiringLinks, type TrailReader } from './today-links';
import { lacksPath } from '../tracker/tracker-states';
import { getDb } from '../../store/db';
import { lastMade } from '../../store/initiations';

// Today (the dashboard's first section and /today): links about to expire, SIPs at risk, investors
// who cannot transact and mandates that need the investor or the distributor. A registrar without
// the book-wide read is asked per investor for who cannot transact; its SIPs and mandates stay on
// each investor's pages.

/**
 * Each investor with the link that fixes each problem, and when this distributor last sent the e-KYC link
 * (the trail's), so a second is not sent blind.
 */
async function withEkycSent(auth: BookAuth, investors: TodayInvestorProblems[]): Promise<TodayInvestor[]> {
  const sent = await lastMade(await getDb(), auth.session.arn, 'ekyc-mail', 'pan', investors.map((i) => i.pan));
  return Promise.all(
    investors.map(async (i) => ({ ...i, blocks: await withFixLinks(auth, i.pan, i.blocks), ekycSentAt: sent.get(i.pan)?.toISOString() ?? null })),
  );
}

/**
 * `reader`: a member with a narrower scope sees their part of the trail's links (lib/rules/team-trail.ts)
 * and, of the book-wide lists the registrar answers for the whole firm, their scope's investors only.
 */
export async function todayView(auth: BookAuth, reader: TrailReader = {}): Promise<TodayResponse> {
  const now = new Date(upstreamNow());
  const today = todayOf(now);
  const pans = reader.within ? new Set(reader.within.pans) : null;
  const inScope = <Row extends { pan: string }>(rows: Row[]) => (pans ? rows.filter((r) => pans.has(r.pan)) : rows);
  const [links, book] = await Promise.all([
    expiringLinks(auth, now, reader),
    readWorklist(auth).catch((err: unknown) => {
      if (lacksPath(err)) return null;
      throw err;
    }),
  ]);
  const common = { now: now.toISOString(), links: links.links, linksStale: links.stale, fatcaUrl: publicLinks().fatcaUpdateUrl };
  if (!book) return { ...common, sips: null, investors: await withEkycSent(auth, inScope(await investorsPerInvestor(auth))), mandates: null, partial: true };
  return {
    ...common,
    sips: inScope(todaySips(book, today)),
    investors: await withEkycSent(auth, inScope(todayInvestors(book.Investors))),
    mandates: inScope(todayMandates(book, today)),
    partial: false,
  };
}
