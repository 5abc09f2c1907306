import { marketCalendar } from '../../server/fundhouse/endpoints/market-calendar';
import { publishedYear } from '../domains/schemes/market-calendar';
import { refuse, route } from '../router';
import { FUND_CODE } from '../seed/fixtures';

// One year of the market calendar the registrar keeps, as its own rules count on it; a year not
// published is said to be so, with no holidays, rather than answered as a year without any.

const calendarRoute = route(marketCalendar, async (p, ctx) => {
  if (p.Fund.trim() !== FUND_CODE) return refuse('No Data Found');
  const year = Number(p.Year);
  const holidays = await publishedYear(ctx.db, year);
  return {
    Table: [{ Year: String(year), Published: holidays ? ('Y' as const) : ('N' as const) }],
    DtData: (holidays ?? []).map((h) => ({ HolidayDate: h.day, Holiday: h.name })),
  };
});

export const marketCalendarRoutes = [calendarRoute];
