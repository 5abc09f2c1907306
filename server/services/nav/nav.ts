import 'server-only';
import type { NavSchemeOption } from '@/lib/api/nav';
import { formatDisplayDay, formatIsoDay, parseDisplayDate } from '@/lib/dates';
import { navGraphQuerySchema, type NavGraphQuery } from '@/lib/forms/reports/nav-query';
import { splitSchemePlan } from '@/lib/forms/links/scheme-link';
import { parseAmount } from '@/lib/money';
import { NAV_MESSAGES, type NavPoint } from '@/lib/rules/nav';
import type { DistributorAuth } from '../../auth/session';
import { env } from '../../env';
import { navGraph } from '../../fundhouse/endpoints/nav';
import { assetClasses, schemeList } from '../../fundhouse/endpoints/schemes';
import { upstream } from '../../fundhouse/upstream';
import { fieldError } from '../../http/handler';

// The NAV page: the fund's categories, the schemes of one, and the NAV history of a scheme over a range.

export async function navCategories(): Promise<string[]> {
  const answer = await upstream(assetClasses, { Fund: env().FUND_CODE });
  return [...new Set(answer.DtData.map((r) => r.CatValue.trim()).filter(Boolean))];
}

/** Every plan and option of the category: a NAV is struck for direct plans and IDCW options too. */
export async function navSchemes(category: string): Promise<NavSchemeOption[]> {
  const fund = env().FUND_CODE;
  const answer = await upstream(schemeList, { Fund: fund, Category: category });
  return answer.Dtinformation.filter((r) => splitSchemePlan(r.Scheme_Plan)?.fund === fund).map((r) => ({
    value: r.Scheme_Plan,
    label: r.Scheme_Desc.trim(),
  }));
}

/** Upstream rows as the portal's points: real days only, positive NAVs only, oldest first, one per day. */
export function toNavPoints(rows: readonly { fn_fromdt: string; fn_nav: string }[]): NavPoint[] {
  const byDay = new Map<string, NavPoint>();
  for (const row of rows) {
    const day = parseDisplayDate(row.fn_fromdt);
    const nav = parseAmount(row.fn_nav);
    if (!day || nav === null || nav <= 0) continue;
    byDay.set(formatIsoDay(day), { date: formatDisplayDay(day), nav });
  }
  return [...byDay.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, point]) => point);
}

export async function navHistory(auth: DistributorAuth, query: NavGraphQuery): Promise<NavPoint[]> {
  const { scheme, range } = navGraphQuerySchema.parse(query);
  const plan = splitSchemePlan(scheme);
  // Only this fund's schemes: the value comes from the browser, so it is checked, not trusted.
  if (!plan || plan.fund !== env().FUND_CODE) {
    throw fieldError('scheme', NAV_MESSAGES.prompt);
  }
  const answer = await upstream(
    navGraph,
    { Fund: plan.fund, Scheme: plan.scheme, Plan: plan.plan, Option: plan.option, flag: range },
    { token: auth.token },
  );
  return toNavPoints(answer.DtData);
}
