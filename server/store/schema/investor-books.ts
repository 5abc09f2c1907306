import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The BFF's copy of a distributor's investor list (one row per signed-in user and tab), shared by every
 * portal instance. A cache that is safe to lose: a missing row is fetched from the registrar again.
 * The rows hold names, PANs and mobiles, so only their sealed form is kept (as drafts are).
 */
export const investorBookCopies = pgTable(
  'investor_book_copies',
  {
    owner: text('owner').notNull(),
    list: text('list').notNull(),
    /** Changes with every fill, so an instance knows whether its own decoded copy is still this one. */
    version: text('version').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true, mode: 'date' }).notNull(),
    rowCount: integer('row_count').notNull(),
    sealed: text('sealed').notNull(),
  },
  (t) => [primaryKey({ columns: [t.owner, t.list] })],
);
