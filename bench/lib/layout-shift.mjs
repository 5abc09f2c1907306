// Cumulative layout shift of a page load in Chromium, without Lighthouse: a PerformanceObserver on
// `layout-shift` entries from the first byte, at Lighthouse's mobile viewport and its 4x CPU slowdown
// (on a fast CPU the page is often whole before the first paint, and nothing is seen to move), each load
// with an empty cache, scored as the web-vitals library scores it (the largest session window: shifts
// less than 1 s apart, a window at most 5 s long, shifts right after input left out).

const MOBILE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

function observe() {
  const shifts = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      shifts.push({
        t: e.startTime,
        value: e.value,
        nodes: (e.sources ?? []).map((s) => {
          const n = s.node;
          if (!n || !n.tagName) return '#text';
          return `${n.tagName.toLowerCase()}${n.id ? `#${n.id}` : ''}${typeof n.className === 'string' && n.className ? `.${n.className.split(' ').slice(0, 3).join('.')}` : ''}`;
        }),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  Object.defineProperty(window, '__layoutShifts', { value: shifts });
}

/** The largest session window's sum, as web-vitals' CLS. */
export function sessionWindowCls(shifts) {
  let best = 0;
  let sum = 0;
  let first = -Infinity;
  let last = -Infinity;
  for (const s of shifts) {
    if (s.t - last < 1000 && s.t - first < 5000) sum += s.value;
    else {
      sum = s.value;
      first = s.t;
    }
    last = s.t;
    best = Math.max(best, sum);
  }
  return best;
}

/**
 * CLS of `runs` loads of the URL `urlOf(page)` answers (signed in through `signIn(page)`), each load in a
 * fresh mobile-sized context with the session's cookies; answers the median and every load's shifts.
 */
export async function layoutShift(browser, { signIn, urlOf, runs = 3, cpuSlowdown = 4 }) {
  const setupContext = await browser.newContext(MOBILE);
  const setup = await setupContext.newPage();
  await signIn(setup);
  const url = await urlOf(setup);
  const storageState = await setupContext.storageState();
  await setupContext.close();
  const loads = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ ...MOBILE, storageState });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.addInitScript(observe);
    await page.goto(url, { waitUntil: 'networkidle' });
    // Late shifts (an image, a font, a deferred list) land within the next second or so.
    await page.waitForTimeout(1500);
    const shifts = await page.evaluate(() => window.__layoutShifts);
    loads.push({ cls: sessionWindowCls(shifts), shifts });
    await context.close();
  }
  const sorted = loads.map((l) => l.cls).sort((a, b) => a - b);
  return { cls: sorted[Math.floor(sorted.length / 2)], cpuSlowdown, loads };
}
