import http from 'node:http';
import https from 'node:https';

// The upstream transport's own HTTP client: node:http on agents that keep their connections open, so a
// call to the fund house reuses a warm socket (and, over HTTPS, a finished handshake) instead of going
// through the framework's instrumented global fetch. Errors keep fetch's names (TimeoutError for the
// time limit), which is what the transport maps to its failure kinds.

// An idle connection is let go after `timeout` (or a second before the server's own Keep-Alive hint, when
// that is shorter): reusing one the server has just closed would fail a POST, which is never retried.
// Node's agent ignores the server's hint unless a timeout is set. The sandbox's server keeps 5 s.
const agentOptions = { keepAlive: true, keepAliveMsecs: 1_000, timeout: 4_000, maxSockets: 64, maxFreeSockets: 16, scheduling: 'lifo' as const };
const shared = globalThis as typeof globalThis & { __portalUpstreamAgentsV2?: { http: http.Agent; https: https.Agent } };
const agents = (shared.__portalUpstreamAgentsV2 ??= { http: new http.Agent(agentOptions), https: new https.Agent(agentOptions) });

export interface PlainResponse {
  status: number;
  text: string;
  date: string | null;
}

const named = (name: string, message: string) => Object.assign(new Error(message), { name });

/** One request with a string body; rejects with a TimeoutError past `timeoutMs` (the whole exchange). */
export function keepAliveRequest(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string; timeoutMs: number },
): Promise<PlainResponse> {
  const target = new URL(url);
  const secure = target.protocol === 'https:';
  const request = secure ? https.request : http.request;
  const headers: Record<string, string | number> = { ...init.headers };
  if (init.body !== undefined) headers['content-length'] = Buffer.byteLength(init.body);
  return new Promise((resolve, reject) => {
    let settled = false;
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
    };
    const req = request(target, { method: init.method, headers, agent: secure ? agents.https : agents.http }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        finish(() => {
          const date = res.headers.date;
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8'), date: typeof date === 'string' ? date : null });
        }),
      );
      res.on('error', (err) => finish(() => reject(err)));
      res.on('close', () => {
        if (!res.complete) finish(() => reject(named('AbortError', 'answer cut short')));
      });
    });
    const timer = setTimeout(() => {
      finish(() => reject(named('TimeoutError', `no answer within ${init.timeoutMs} ms`)));
      req.destroy();
    }, init.timeoutMs);
    req.on('error', (err) => finish(() => reject(err)));
    req.end(init.body);
  });
}
