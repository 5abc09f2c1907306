import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { listCalls } from './events';
import { faultRequest } from './faults';
import { readBody, sendHtml, sendJson } from './http';
import { findAttachment, listMessages } from './outbox';
import { serveAuthorisePage } from './pages/authorise';
import { serveMandateAuthorisePage } from './pages/authorise-mandate';
import { renderOutboxPage } from './pages/outbox';
import type { SandboxState } from './state';
import { setFolioFreeze } from './domains/investors/compliance';
import { setEuinCertification } from './domains/links/links';
import { setLegacySubBroker } from './domains/team/members';
import { settleDue } from './domains/transactions/lifecycle';

// Sandbox-only routes under /__sandbox/: the test tools and the pages a person uses to play the
// investor. The portal never calls these; the real registrar has nothing like them.

export const ADMIN_PREFIX = '/__sandbox/';

interface AdminRequest {
  state: SandboxState;
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
}

type AdminHandler = (r: AdminRequest) => Promise<void>;

const json = (r: AdminRequest, status: number, body: unknown) => sendJson(r.res, r.state.clock.now(), status, body);

/** Parses a JSON body against a schema; answers 400 itself and returns null when it does not fit. */
async function body<S extends z.ZodType>(r: AdminRequest, schema: S): Promise<z.output<S> | null> {
  let value: unknown;
  try {
    const text = await readBody(r.req);
    value = text.trim() ? JSON.parse(text) : {};
  } catch {
    json(r, 400, { message: 'Body must be JSON' });
    return null;
  }
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  json(r, 400, { message: 'Invalid body', issues: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) });
  return null;
}

const clockView = (state: SandboxState) => ({ offsetMinutes: state.clock.offsetMinutes(), now: state.clock.now().toISOString() });

const clockChange = z.union([
  z.object({ advanceMinutes: z.number().finite() }),
  z.object({ reset: z.literal(true) }),
]);

const folioFreeze = z.object({ acno: z.string().regex(/^\d{1,12}$/), frozen: z.boolean() });

const legacySubBroker = z.object({ userId: z.email(), subBroker: z.string().min(1).max(20) });

const euinCertificationChange = z.object({ euin: z.string().regex(/^E\d{6}$/), certifiedUntil: z.iso.date().nullable() });

const ROUTES: Record<string, AdminHandler> = {
  'GET health': async (r) => json(r, 200, { ok: true }),

  'GET outbox': async (r) => {
    const to = r.url.searchParams.get('to') ?? '';
    sendHtml(r.res, r.state.clock.now(), 200, renderOutboxPage(await listMessages(r.state.pg, { to }), to));
  },

  // The investor's authorisation page behind the links in transaction mails.
  'GET authorise': async (r) => serveAuthorisePage(r.state.pg, r.req, r.res, r.url, r.state.clock.now()),
  'POST authorise': async (r) => serveAuthorisePage(r.state.pg, r.req, r.res, r.url, r.state.clock.now()),
  // The investor's authorisation of an e-mandate behind the link in its mail.
  'GET authorise-mandate': async (r) => serveMandateAuthorisePage(r.state.pg, r.req, r.res, r.url, r.state.clock.now()),
  'POST authorise-mandate': async (r) => serveMandateAuthorisePage(r.state.pg, r.req, r.res, r.url, r.state.clock.now()),

  'GET outbox.json': async (r) => {
    json(r, 200, await listMessages(r.state.pg, { to: r.url.searchParams.get('to') ?? undefined }));
  },

  // A mailed file, for the person reading the outbox and for tests that open it.
  'GET attachment': async (r) => {
    const file = await findAttachment(r.state.pg, Number(r.url.searchParams.get('id')) || 0);
    if (!file) return json(r, 404, { message: 'No such attachment' });
    r.res.writeHead(200, {
      'content-type': file.contentType,
      'content-length': String(file.content.byteLength),
      'content-disposition': `attachment; filename="${file.filename.replace(/[^A-Za-z0-9._-]/g, '_')}"`,
    });
    r.res.end(Buffer.from(file.content));
  },

  'GET clock': async (r) => json(r, 200, clockView(r.state)),

  'POST clock': async (r) => {
    const change = await body(r, clockChange);
    if (!change) return;
    if ('reset' in change) await r.state.clock.reset();
    else await r.state.clock.advance(change.advanceMinutes);
    await r.state.pg.transaction((db) => settleDue(db, r.state.clock.now()));
    json(r, 200, clockView(r.state));
  },

  // The investor freezing or unfreezing debits from a folio (SEBI's voluntary debit freeze, through MF Central).
  'POST freeze': async (r) => {
    const change = await body(r, folioFreeze);
    if (!change) return;
    await setFolioFreeze(r.state.pg, change.acno, change.frozen, r.state.clock.now());
    json(r, 200, { ok: true });
  },

  // The EUIN register renewing or ending an employee's certification (null: no end on record).
  'POST euin-certification': async (r) => {
    const change = await body(r, euinCertificationChange);
    if (!change) return;
    if (await setEuinCertification(r.state.pg, change.euin, change.certifiedUntil)) json(r, 200, { ok: true });
    else json(r, 404, { message: 'No such EUIN' });
  },

  // A member's code as older records hold it, past today's rules (an Adviser's Sub Broker Code with letters).
  'POST member-sub-broker': async (r) => {
    const change = await body(r, legacySubBroker);
    if (!change) return;
    if (await setLegacySubBroker(r.state.pg, change.userId, change.subBroker)) json(r, 200, { ok: true });
    else json(r, 404, { message: 'No such member' });
  },

  'POST reset': async (r) => json(r, 200, { ok: true, ...(await r.state.reset()) }),

  'GET events.json': async (r) => {
    const since = r.url.searchParams.get('since');
    const sinceDate = since ? new Date(since) : undefined;
    if (sinceDate && Number.isNaN(sinceDate.getTime())) return json(r, 400, { message: 'since must be an ISO time' });
    json(r, 200, await listCalls(r.state.pg, { path: r.url.searchParams.get('path') ?? undefined, since: sinceDate }));
  },

  'GET faults': async (r) => json(r, 200, await r.state.faults.list()),

  'POST faults': async (r) => {
    const fault = await body(r, faultRequest);
    if (!fault) return;
    await r.state.faults.arm(fault);
    json(r, 200, { ok: true, armed: await r.state.faults.list() });
  },

  'DELETE faults': async (r) => {
    await r.state.faults.clear();
    json(r, 200, { ok: true });
  },
};

/** Serves a /__sandbox/ request; false when no such route exists. */
export async function serveAdmin(state: SandboxState, req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
  const name = url.pathname.slice(ADMIN_PREFIX.length);
  const handler = ROUTES[`${req.method ?? 'GET'} ${name}`];
  if (!handler) return false;
  await handler({ state, req, res, url });
  return true;
}
