// The soak's purchases: an additional purchase through the BFF as the form sends it (submit, then
// confirm), each step under an Idempotency-Key that is kept across retries, so a lost answer, a portal
// killed mid-request or a 409 "in progress" is asked again with the same key until a reference comes back.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';

/** `n` investors of the demo ARN, each with a fund-117 folio holding a regular growth scheme to buy more of. */
export async function buyersFrom(pool, n) {
  const { rows } = await pool.query(
    `select distinct on (f.pan) f.pan, f.acno, h.scheme, s.add_min_amount, s.multiples
       from folios f
       join book b on b.pan = f.pan and b.arn = f.arn
       join holdings h on h.acno = f.acno and h.units > 0
       join schemes s on s.fund = f.fund and s.scheme = h.scheme and s.plan = h.plan and s.option = h.option
      where f.arn = 'ARN-112233' and f.fund = '117' and h.plan = 'RG' and h.option = 'G' and not s.nfo
      order by f.pan, f.acno, h.scheme
      limit $1`,
    [n],
  );
  return rows.map((r) => {
    const step = Math.max(1, Number(r.multiples));
    const amount = Math.ceil(Math.max(5000, Number(r.add_min_amount)) / step) * step;
    return { pan: r.pan, folio: r.acno, scheme: `117~${r.scheme}~RG~G`, amount: String(amount) };
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The form's flow token for an investor: the transaction page moves a typed PAN to its own ?f= address. */
async function flowToken(base, cookie, pan) {
  const res = await fetch(`${base}/new-transaction/additional-purchase/digital/transact?pan=${pan}`, { headers: { cookie }, redirect: 'manual' });
  const html = await res.text();
  // A redirect made while the page streams reaches the browser inside the page, not as a Location header.
  const location = res.headers.get('location') ?? /[?&](?:amp;)?f=([A-Za-z0-9*_~.%-]+)/.exec(html)?.[0]?.replace(/^[?&](amp;)?/, '?') ?? '';
  const f = new URL(location, base).searchParams.get('f');
  if (!f) throw new Error(`no flow token (${res.status}: ${html.slice(0, 0)})`);
  return f;
}

/** A page, loaded again (a GET changes nothing) while the connection fails or the answer is a 5xx. */
async function page(url, cookie, deadline, retryStatuses) {
  for (;;) {
    try {
      const res = await fetch(url, { headers: { cookie }, signal: AbortSignal.timeout(60_000) });
      const html = await res.text();
      if (res.status < 500) return html;
      retryStatuses.push(res.status);
    } catch {
      retryStatuses.push(0);
    }
    if (performance.now() > deadline) return '';
    await sleep(2000 + Math.random() * 1000);
  }
}

/** One POST under one key (`deadline` on the performance clock), asked again (same key) while the answer is lost, in progress or a 5xx. */
async function post(base, cookie, url, key, body, deadline, retryStatuses) {
  for (;;) {
    let status = 0;
    let answer = null;
    try {
      const res = await fetch(`${base}${url}`, {
        method: 'POST',
        headers: { cookie, origin: base, 'content-type': 'application/json', 'idempotency-key': key },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(60_000),
      });
      status = res.status;
      answer = await res.json().catch(() => null);
    } catch {
      status = 0;
    }
    // 200: done; 4xx other than 409: a refusal, which asking again would not change.
    if (status === 200 || (status >= 400 && status < 500 && status !== 409)) return { status, answer };
    retryStatuses.push(status);
    if (performance.now() > deadline) return { status, answer };
    await sleep(2000 + Math.random() * 1000);
  }
}

export async function purchaseOnce({ base, cookie, buyer, deadline }) {
  const retryStatuses = [];
  const out = (more) => ({ pan: buyer.pan, retries: retryStatuses.length, retryStatuses, ...more });
  let f;
  for (;;) {
    try {
      f = await flowToken(base, cookie, buyer.pan);
      break;
    } catch (err) {
      // Nothing was sent to the registrar yet: a failed page load is simply loaded again.
      retryStatuses.push(0);
      if (performance.now() > deadline) return out({ refused: `flow: ${err.message}` });
      await sleep(2000);
    }
  }
  const q = `?f=${encodeURIComponent(f)}`;
  const values = {
    folio: buyer.folio, schemeType: 'EXISTING', category: '', scheme: buyer.scheme, amount: buyer.amount, minAmount: '', multiples: '',
    arnCode: 'ARN-112233', subArnCode: '', subBrokerCode: '', euinDeclaration: 'YES', euin: 'E123456',
  };
  const submitted = await post(base, cookie, `/api/transactions/additional-purchase${q}`, randomUUID(), values, deadline, retryStatuses);
  if (submitted.status !== 200) return out({ refused: `submit ${submitted.status}: ${submitted.answer?.message ?? ''}` });
  // The confirm screen carries the key its Confirm button sends (the draft's); a browser reads it there too.
  const screen = await page(`${base}/new-transaction/additional-purchase/digital/transact/confirm${q}`, cookie, deadline, retryStatuses);
  const key = /confirmKey\\?":\\?"([^"\\]+)/.exec(screen)?.[1];
  if (!key) return out({ refused: 'no confirm key on the confirm screen' });
  const confirmed = await post(base, cookie, `/api/transactions/additional-purchase/confirm${q}`, key, undefined, deadline, retryStatuses);
  if (confirmed.status !== 200) return out({ refused: `confirm ${confirmed.status}: ${confirmed.answer?.message ?? ''}` });
  return out({ reference: String(confirmed.answer?.reference ?? '') || null });
}
