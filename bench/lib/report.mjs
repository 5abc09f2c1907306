// The markdown bench/README.md shows for one run of bench/run.mjs: one line per measure, with its goal.
import { FIRST_LOAD_BUDGET_BYTES } from './budgets.mjs';

const ms = (v, d = 1) => (v === undefined || v === null || Number.isNaN(v) ? 'n/a' : `${v.toFixed(d)} ms`);
const signed = (v) => (Number.isNaN(v) ? 'n/a' : `${v >= 0 ? '+' : ''}${v.toFixed(2)} ms`);
const n0 = (v) => (v === undefined || Number.isNaN(v) ? 'n/a' : Math.round(v).toLocaleString('en-US'));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

export function renderReport(r) {
  const rows = [];
  const add = (measure, result, goal) => rows.push(`| ${measure} | ${result} | ${goal} |`);
  const b = r.bffRead;
  if (b) {
    const d = b['investorDetail.warm'];
    const c = b['investorDetail.cold'];
    const s = b['dashboardSummary.warm'];
    add(
      'time the BFF adds to one upstream read (investor detail), p50',
      `${signed(d.added)} warm (${ms(d.bff, 2)} vs ${ms(d.direct, 2)} direct), ${signed(c.added)} cold (a new connection per request); dashboard summary ${signed(s.added)}`,
      '<= 1.5 ms',
    );
  }
  const t = r.throughput;
  if (t) add('BFF read throughput at concurrency 10, against the direct call', `${n0(t.bffRps)} vs ${n0(t.directRps)} req/s = ${t.ratio.toFixed(2)}x (portal CPU ${t.cpuMsPerRead.toFixed(2)} ms per read)`, '>= 0.9x');
  const o = r.ownCopy;
  if (o) {
    const many = o.many ? `; ${n0(o.many.rps)} req/s across ${o.many.processes} processes (p95 ${ms(o.many.p95)})` : '; several processes: not measured (no PostgreSQL)';
    const byWrk = (m) => (m?.wrk ? `${n0(m.wrk.rps)}${m.wrk.errors ? ` (${m.wrk.errors} not 200)` : ''}` : null);
    const wrk = byWrk(o.one) || byWrk(o.many) ? `; with wrk as the client: ${byWrk(o.one) ?? '–'} req/s one process, ${byWrk(o.many) ?? '–'} across the processes` : '';
    add('a signed-in BFF read served from the portal’s own copy (investor list page 1), concurrency 10', `${n0(o.one.rps)} req/s, one process (p95 ${ms(o.one.p95)})${many}${wrk}`, '>= 1,500 req/s across the processes');
  }
  const dash = r.dashboard;
  if (dash) {
    add(
      'portal CPU per dashboard view',
      `${n0(dash.withMs)} ms with prefetching (${dash.prefetchesPerView.toFixed(1)} router prefetches per view), ${n0(dash.withoutMs)} ms with prefetches blocked`,
      '<= 80 ms',
    );
  }
  const lh = r.lighthouse;
  if (lh?.skipped) add('Lighthouse mobile', `not measured: ${lh.skipped}`, '');
  else if (lh) {
    const l = (x) => `${x.score} / LCP ${(x.lcp / 1000).toFixed(2)} s / TBT ${n0(x.tbt)} ms / CLS ${x.cls.toFixed(3)}`;
    add('Lighthouse mobile, /dashboard (score / LCP / TBT / CLS)', l(lh.dashboard), '>= 95 / <= 2.0 s / <= 150 ms / <= 0.05');
    add('Lighthouse mobile, transaction form (additional purchase)', l(lh.form), '>= 95, CLS <= 0.05');
  }
  if (r.cls) {
    const worst = r.cls.loads.flatMap((l) => l.shifts).sort((x, y) => y.value - x.value)[0];
    add(
      `layout shift of the additional purchase form, mobile viewport, CPU ${r.cls.cpuSlowdown ?? 4}x slower (PerformanceObserver, median of 3 loads)`,
      `CLS ${r.cls.cls.toFixed(3)}${worst ? `; largest shift ${worst.value.toFixed(3)} (${worst.nodes.slice(0, 2).join(', ') || 'no node'})` : ''}`,
      '<= 0.05',
    );
  }
  if (dash || r.firstLoad) {
    const first = r.firstLoad ?? [];
    const dashFirst = first.find((f) => f.route === '/dashboard');
    const worst = [...first].sort((x, y) => y.gzipBytes - x.gzipBytes)[0];
    const over = first.filter((f) => f.gzipBytes > FIRST_LOAD_BUDGET_BYTES).length;
    add(
      'JS fetched by /dashboard (gzipped)',
      `${dash ? `${kb(dash.dashboardJsGzip)} fetched by the browser (${dash.dashboardJsFiles} files)` : ''}${dashFirst ? `; first load ${kb(dashFirst.gzipBytes)}, recharts ${dashFirst.recharts ? 'included' : 'not included'}` : ''}`,
      '<= 170 kB',
    );
    if (first.length) add('first load of every route (gzipped)', `largest ${worst.route} ${kb(worst.gzipBytes)}; ${over} of ${first.length} routes over 170 kB`, '<= 170 kB each');
  }
  const st = r.static;
  if (st) {
    add(
      '/terms-conditions served',
      `p50 ${ms(st.page.p50, 2)}, ${n0(st.page.rps)} req/s, \`${st.page.cacheControl}\`; a static file from the same server (public/amc/axis.svg): p50 ${ms(st.file.p50, 2)}, ${n0(st.file.rps)} req/s`,
      'prerendered: <= 0.6 ms, cacheable by a CDN',
    );
  }
  const inv = r.investors;
  if (inv) add('first investor row on /investors (p50 of 3 loads)', `${n0(inv.demo)} ms demo book (240); ${inv.large ? `${n0(inv.large)} ms` : 'n/a'} large book (24,003)`, '<= 300 ms');
  const p = r.purchase;
  if (p) {
    const top = Object.entries(p.byPath).sort((a, b2) => b2[1] - a[1]).map(([k, v]) => `${k} x${v}`).join(', ');
    add('upstream calls for one additional purchase, dashboard to reference', `${p.total} (${top})`, '<= 12');
  }
  const u = r.users;
  if (u) {
    add(
      `${r.options.USERS} signed-in users for ${r.options.DURATION} s (mixed reads)`,
      `${n0(u.rps)} req/s, p50 ${ms(u.p50, 0)}, p95 ${ms(u.p95, 0)}, ${u.errors} errors of ${n0(u.requests)} (${((u.errors / Math.max(1, u.requests)) * 100).toFixed(2)} %)`,
      'p95 <= 500 ms, 0 errors',
    );
  }
  return `Run ${r.date.slice(0, 16).replace('T', ' ')} UTC on ${r.machine}; \`${r.options.USERS}\` users, throughput rounds of ${r.options.SECONDS} s, ${r.options.SAMPLES} sequential samples, ${r.options.VIEWS} dashboard views each way, ${r.options.LH_RUNS} Lighthouse run(s) per page.${r.pinned ? ` Pinned: ${r.pinned}.` : ''}

| measure | result | goal |
|---|---|---|
${rows.join('\n')}`;
}
