// The page budgets the bench holds the build to (bench/README.md): a run with a route over one fails,
// so a slipped budget is seen on the day it slips, not a week later.

/** First-load JavaScript of any one route, gzipped. */
export const FIRST_LOAD_BUDGET_BYTES = 170 * 1024;

/** The routes of a first-load report over the budget, largest first. */
export const overFirstLoadBudget = (results) =>
  results.filter((r) => !r.error && r.gzipBytes > FIRST_LOAD_BUDGET_BYTES).sort((a, b) => b.gzipBytes - a.gzipBytes);

/** The page routes a build's route stats name (API routes, metadata files and Next's own left out). */
export const pageRoutes = (stats) =>
  stats.map((r) => r.route).filter((r) => !r.startsWith('/api') && !r.startsWith('/_') && !/\.(txt|xml|ico)$/.test(r));
