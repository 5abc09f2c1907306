import http from 'node:http';
import { E2E_PORT } from './env';

// Sign-in tries from a loopback address of their own (the socket's source address, which is what the
// portal counts), so a test that locks an address never locks the one the browser tests come from.

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

function send(from: string, path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: E2E_PORT, path, method: init.method ?? 'GET', headers: init.headers, localAddress: from }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

/** One sign-in through next-auth's own endpoint from `from`; answers the refusal code, or 'ok'. */
export async function postSignIn(from: string, username: string, password: string, headers: Record<string, string> = {}) {
  const csrf = await send(from, '/api/auth/csrf');
  const { csrfToken } = JSON.parse(csrf.body) as { csrfToken: string };
  const cookie = (csrf.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
  const res = await send(from, '/api/auth/callback/credentials', {
    method: 'POST',
    body: new URLSearchParams({ csrfToken, username, password, json: 'true' }).toString(),
    headers: { ...headers, cookie, 'content-type': 'application/x-www-form-urlencoded' },
  });
  const url = new URL(res.headers.location ?? (JSON.parse(res.body || '{}') as { url?: string }).url ?? '', 'http://portal.invalid');
  const error = url.searchParams.get('error');
  if (!error && !/^\/(dashboard|new-transaction)?$/.test(url.pathname)) return `unexpected ${res.status} ${url}`;
  return error ?? 'ok';
}
