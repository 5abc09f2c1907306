import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Db } from '../db/client';
import { sendHtml } from '../http';
import { renderInvestPage } from '../pages/invest';
import type { SandboxState } from '../state';

// Pages outside the API and /__sandbox/ that the sandbox serves to people: the addresses behind the
// links it hands out. A domain with pages of its own adds its renderer here.

export type DomainPage = (db: Db, pathname: string, now: Date) => Promise<{ status: number; html: string } | null>;

export const DOMAIN_PAGES: readonly DomainPage[] = [renderInvestPage];

/** Serves a GET for one of the domains' pages; false when none of them knows the path. */
export async function serveDomainPage(state: SandboxState, req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const now = state.clock.now();
  for (const render of DOMAIN_PAGES) {
    const result = await render(state.pg, url.pathname, now);
    if (result) {
      sendHtml(res, now, result.status, result.html);
      return true;
    }
  }
  return false;
}
