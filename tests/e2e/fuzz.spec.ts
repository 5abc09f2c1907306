import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { isCatalogued } from '@/lib/messages/catalogue';
import { PASSWORD, USERS } from './env';
import { expect, test } from './fixtures';

// Every BFF handler, fed malformed requests: none may answer 5xx, and every refusal must be worded as
// the seed or the BFF's own catalogue words it. Bounded: a fixed set of variants per field found, so a
// run takes about a minute. Field names come from each handler's answer to an empty request.

test.describe.configure({ timeout: 300_000 });

const API_DIR = join(process.cwd(), 'app', 'api');
const RAVI = 'BKFPS4821K';
const MEGABYTE = 'x'.repeat(1_000_000);

interface Route {
  path: string;
  method: string;
  isPublic: boolean;
  multipart: boolean;
}

function routes(): Route[] {
  const found: Route[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'route.ts') {
        const source = readFileSync(full, 'utf8');
        const path = `/api/${full.slice(API_DIR.length + 1, -'/route.ts'.length)}`;
        if (path.includes('[...')) continue; // NextAuth's own handler
        for (const [, method] of source.matchAll(/export const (GET|POST|PUT|PATCH|DELETE)\b/g)) {
          found.push({ path, method: method!, isPublic: source.includes('withPublic'), multipart: source.includes('uploadHandler') });
        }
      }
    }
  };
  walk(API_DIR);
  return found.sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
}

/** Values that pass their field's own check, so the variant of one field is the only thing wrong. */
const PLAUSIBLE: Record<string, string> = {
  pan: RAVI, email: 'fuzz@dit.test', userId: 'fuzz@dit.test', username: 'fuzz@dit.test', mobile: '9000000001',
  otp: '123456', arn: 'ARN-990001', arnCode: 'ARN-990001', brokerCode: 'ARN-990001', ifsc: 'HDFC0000001',
  name: 'Fuzz Investor', amount: '5000', folio: '1234567', key: 'pan', value: RAVI, tab: 'A', from: 'list',
  favourite: 'true', category: 'Equity', scheme: '1~2~3~4', state: 'P', list: 'NEXTMONTH', euinDeclaration: 'YES',
};

const PARAMS: Record<string, string> = { pan: RAVI, kind: 'additional-purchase', ihno: '1234' };
const BAD_SEGMENTS = ['%00', 'x%00y', '%F0%9F%98%80', 'A'.repeat(300), '..%2F..', '%20'];
/** Percent-encoding that decodes to nothing: Next's router throws on it before any handler runs. */
const BROKEN_ENCODING = '%E0%A4%A';

const fieldVariants = (plausible: string): unknown[] => [
  null, 0, -1, 1e308, true, [], {}, [plausible], '', ' ', `${plausible}\u0000`, '\u0000', `${plausible}\u0007`,
  `${plausible}\u001b[31m`, 'ü😀\u202e', '\ud800', 'x'.repeat(10_000), plausible,
];

const RAW_BODIES = ['null', '[]', '0', '"text"', 'true', '{', '', '{"a":', '[{}]', 'NaN', '{"__proto__":{"x":1}}', `{"x":"\\u0000"}`];

interface Finding {
  what: string;
  status: number;
  message: string;
}

interface Tally {
  requests: number;
  serverErrors: Finding[];
  uncatalogued: Finding[];
}

async function judge(tally: Tally, what: string, res: APIResponse): Promise<Record<string, string>> {
  tally.requests += 1;
  const status = res.status();
  const text = await res.text();
  let body: { message?: unknown; fieldErrors?: Record<string, string> } = {};
  try {
    body = JSON.parse(text);
  } catch {
    // A non-JSON answer carries no message to judge; its status still counts.
  }
  if (status >= 500) tally.serverErrors.push({ what, status, message: String(body.message ?? text.slice(0, 120)) });
  if (status >= 400) {
    for (const message of [body.message, ...Object.values(body.fieldErrors ?? {})]) {
      if (typeof message === 'string' && !isCatalogued(message)) tally.uncatalogued.push({ what, status, message });
    }
  }
  return body.fieldErrors ?? {};
}

const idempotencyKey = () => `fuzz-${crypto.randomUUID()}`;

async function send(api: APIRequestContext, route: Route, url: string, body?: string | Record<string, unknown>) {
  const headers: Record<string, string> = { 'Idempotency-Key': idempotencyKey() };
  if (route.method === 'GET') return api.get(url, { headers, maxRedirects: 0 });
  if (typeof body === 'string') headers['content-type'] = 'application/json';
  return api.fetch(url, { method: route.method, headers, data: typeof body === 'string' ? body : JSON.stringify(body ?? {}), maxRedirects: 0 });
}

async function fuzzRoute(api: APIRequestContext, route: Route, flowToken: string, tally: Tally) {
  const fill = (p: string) => p.replace(/\[(\w+)\]/g, (_, name: string) => PARAMS[name] ?? '1');
  const base = fill(route.path);
  const plausible: Record<string, string> = { ...PLAUSIBLE, f: flowToken };
  const label = `${route.method} ${route.path}`;
  const withFlow = route.path.startsWith('/api/transactions') ? `?f=${encodeURIComponent(flowToken)}` : '';

  // Malformed route segments.
  for (const bad of route.path.includes('[') ? BAD_SEGMENTS : []) {
    const url = route.path.replace(/\[(\w+)\]/, bad).replace(/\[(\w+)\]/g, (_, n: string) => PARAMS[n] ?? '1');
    await judge(tally, `${label} segment ${bad.slice(0, 20)}`, await send(api, route, url + withFlow, {}));
  }

  if (route.method === 'GET') {
    const fields = Object.keys(await judge(tally, `${label} empty`, await send(api, route, base + withFlow)));
    const names = [...new Set([...fields, 'x', 'pan', 'name'])].filter(Boolean);
    for (const name of names) {
      for (const variant of ['', '%00', `${plausible[name] ?? 'a'}%00`, '%FF', 'x'.repeat(6000), '%F0%9F%98%80', `${plausible[name] ?? 'a'}&${name}=b`]) {
        const rest = names.filter((n) => n !== name && plausible[n]).map((n) => `${n}=${encodeURIComponent(plausible[n]!)}`);
        const query = [...rest, `${name}=${variant}`].join('&');
        const url = `${base}${withFlow ? `${withFlow}&` : '?'}${query}`;
        await judge(tally, `${label} ?${name}=${variant.slice(0, 16)}`, await send(api, route, url));
      }
    }
    return;
  }

  if (route.multipart) {
    for (const [name, value] of [['folio', '1\u0000'], ['email', 'a@b.co\u0000'], ['reqtype', MEGABYTE], ['f', '\u0000']] as const) {
      const form = { f: flowToken, reqtype: 'nomination', folio: '1234567', email: 'fuzz@dit.test', mobile: '9000000001', terms: 'true', [name]: value };
      const res = await api.post(base, {
        headers: { 'Idempotency-Key': idempotencyKey() },
        multipart: { ...form, file: { name: 'a.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') } },
      });
      await judge(tally, `${label} multipart ${name}`, res);
    }
  }

  const url = base + withFlow;
  for (const raw of RAW_BODIES) await judge(tally, `${label} body ${raw.slice(0, 16)}`, await send(api, route, url, raw));
  await judge(tally, `${label} body 1MB`, await send(api, route, url, { x: MEGABYTE, ...Object.fromEntries(Object.entries(plausible).map(([k, v]) => [k, `${v}`])) }));

  const fields = Object.keys(await judge(tally, `${label} {}`, await send(api, route, url, {})));
  const valid = Object.fromEntries(fields.map((f) => [f.split('.')[0]!, plausible[f] ?? 'A1']));
  for (const field of fields) {
    const top = field.split('.')[0]!;
    for (const variant of fieldVariants(valid[top]!)) {
      await judge(tally, `${label} ${top}=${JSON.stringify(variant)?.slice(0, 16)}`, await send(api, route, url, { ...valid, [top]: variant }));
    }
  }
  await judge(tally, `${label} 1MB ${fields[0] ?? 'x'}`, await send(api, route, url, { ...valid, [fields[0] ?? 'x']: MEGABYTE }));
}

async function signedIn(api: APIRequestContext) {
  const { csrfToken } = (await (await api.get('/api/auth/csrf')).json()) as { csrfToken: string };
  const res = await api.post('/api/auth/callback/credentials', {
    form: { csrfToken, username: USERS.demo, password: PASSWORD, json: 'true' },
    timeout: 170_000,
  });
  expect(res.ok()).toBe(true);
  return api;
}

test('every handler refuses malformed input with a catalogued message and never a 5xx', async ({ playwright, baseURL }) => {
  const api = await signedIn(await playwright.request.newContext({ baseURL }));
  // A flow token as the transaction pages hand one out, so the transaction handlers get past it.
  const page = await (await api.get(`/new-transaction/transction-types?pan=${RAVI}`)).text();
  const flowToken = decodeURIComponent(/[?&]f=([^"&\\]+)/.exec(page.replaceAll('&amp;', '&'))?.[1] ?? '');

  const tally: Tally = { requests: 0, serverErrors: [], uncatalogued: [] };
  const started = Date.now();
  for (const route of routes()) await fuzzRoute(api, route, flowToken, tally);

  const summary = {
    requests: tally.requests,
    seconds: Math.round((Date.now() - started) / 1000),
    serverErrors: tally.serverErrors.length,
    uncatalogued: tally.uncatalogued.length,
  };
  console.log(`fuzz: ${JSON.stringify(summary)}`);
  const show = (list: Finding[]) => list.slice(0, 40).map((f) => `${f.status} ${f.what}: ${f.message}`);
  if (process.env.FUZZ_REPORT) {
    const distinct = (list: Finding[]) => [...new Set(list.map((f) => `${f.status} ${f.what.split(' ').slice(0, 2).join(' ')}: ${f.message}`))];
    console.log(JSON.stringify({ serverErrors: distinct(tally.serverErrors), uncatalogued: distinct(tally.uncatalogued) }, null, 1));
  }
  await api.dispose();
  expect(show(tally.serverErrors), 'answers of 500 or more').toEqual([]);
  expect(show(tally.uncatalogued), 'refusals worded outside the catalogue').toEqual([]);
});

// Next's route matcher answers 500 for a dynamic segment whose percent-encoding is broken, before any
// handler runs; the proxy refuses such a path with 400 first.
test('a route segment with broken percent-encoding is refused, not a 500', async ({ playwright, baseURL }) => {
  const api = await signedIn(await playwright.request.newContext({ baseURL }));
  const statuses = [];
  for (const route of routes().filter((r) => r.path.includes('['))) {
    const url = route.path.replace(/\[(\w+)\]/, BROKEN_ENCODING).replace(/\[(\w+)\]/g, (_, n: string) => PARAMS[n] ?? '1');
    statuses.push((await send(api, route, url, {})).status());
  }
  await api.dispose();
  expect(statuses.filter((s) => s >= 500)).toEqual([]);
});
