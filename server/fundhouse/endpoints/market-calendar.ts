import { z } from 'zod';
import { defineEndpoint, looseString, table, wireString } from '../endpoint';

// The market calendar the fund house keeps (this project's own path, docs/upstream-protocol.md): the
// exchanges' trading holidays of one year, on which the registrar neither processes nor strikes a NAV.
// The registrar publishes a year when the exchanges announce it; until then it answers the year as not
// published, so the portal never takes a year without holidays for one the registrar has not given.
// The holidays are public, the same for every distributor, so the call needs no sign-in: the health
// check asks it with nobody signed in.

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const marketCalendar = defineEndpoint({
  name: 'marketCalendar',
  path: '/GetMarketCalendar',
  method: 'GET',
  auth: false,
  params: z.object({ Fund: wireString, Year: z.string().regex(/^\d{4}$/) }),
  answer: z.object({
    /** One row: the year asked and whether the registrar has published it (Y or N). */
    Table: table(z.object({ Year: looseString, Published: z.enum(['Y', 'N']) })),
    /** The year's trading holidays that fall on a weekday, in date order; none for a year not published. */
    DtData: table(z.object({ HolidayDate: isoDay, Holiday: z.string() })),
  }),
});
