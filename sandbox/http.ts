import type { IncomingMessage, ServerResponse } from 'node:http';
import { HTML_CONTENT_TYPE } from '../lib/html-page';

// Small response helpers. Every answer carries the sandbox clock in its Date header: the portal
// reads the upstream's time from it to decide when a token needs refreshing.

const MAX_BODY_BYTES = 1_000_000;

export class BodyTooLarge extends Error {}

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLarge('request body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function sendText(res: ServerResponse, now: Date, status: number, contentType: string, text: string): void {
  if (res.headersSent || res.destroyed) return;
  res.statusCode = status;
  res.setHeader('Date', now.toUTCString());
  res.setHeader('Content-Type', contentType);
  res.setHeader('Cache-Control', 'no-store');
  res.end(text);
}

export function sendJson(res: ServerResponse, now: Date, status: number, body: unknown): void {
  sendText(res, now, status, 'application/json; charset=utf-8', JSON.stringify(body));
}

export function sendHtml(res: ServerResponse, now: Date, status: number, html: string): void {
  sendText(res, now, status, HTML_CONTENT_TYPE, html);
}

/** Resolves after `ms`, or at once when the sandbox is closing so close() never waits on a delay. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });
}
