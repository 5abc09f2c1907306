// The direct call: what the BFF does upstream for one read (seal, send, open, validate), made from
// here with the portal's own protocol modules, so "BFF minus direct" is the time the BFF adds.
import { randomInt, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { tsImport } from 'tsx/esm/api';
import { get } from './http.mjs';

export async function directClient(sandboxUrl, secret, user) {
  const at = (p) => tsImport(`../../server/fundhouse/${p}`, import.meta.url);
  const [{ createAesGcmCipher }, wire, client, auth, investors, dashboard] = await Promise.all([
    at('crypto.ts'),
    at('wire.ts'),
    at('client.ts'),
    at('endpoints/auth.ts'),
    at('endpoints/investors.ts'),
    at('endpoints/dashboard.ts'),
  ]);
  const cipher = createAesGcmCipher(secret);
  const call = client.createUpstreamClient({ baseUrl: sandboxUrl, cipher, transport: { timeoutMs: 30_000 } });
  const row = (await call(auth.login, { ReqBy: 'M', username: user.id, password: user.password, nonce: String(randomInt(100_000, 1_000_000)) })).DtData[0];
  if (!row) throw new Error('direct sign-in failed');
  const token = row.token;

  /** One sealed GET over the given agent; resolves true when the answer opens and validates. */
  async function read(endpoint, params, agent) {
    const started = performance.now();
    const requestId = randomUUID();
    const q = wire.sealQuery(cipher, { ...params, isWeb: 'Y', RequestId: requestId });
    const res = await get(`${sandboxUrl}${endpoint.path}?q=${encodeURIComponent(q)}`, {
      agent,
      headers: { accept: 'application/json', 'x-request-id': requestId, authorization: `Bearer ${token}` },
    });
    if (res.status !== 200) return { ok: false, ms: performance.now() - started };
    const opened = wire.openAnswer(cipher, JSON.parse(res.body.toString('utf8')));
    const ok = !wire.answerError(opened) && endpoint.answer.safeParse(opened).success;
    return { ok, ms: performance.now() - started };
  }
  return {
    investorDetail: (pan, agent) => read(investors.investorByPan, { Uid: user.id, ReqBy: 'D', PAN: pan, customfund: '117' }, agent),
    dashboardSummary: (arn, agent) => read(dashboard.distDashboard, { AgentCode: arn, customfund: '117' }, agent),
  };
}
