import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tracedUpstream } from '@/server/telemetry';
import { startTelemetry } from '@/server/telemetry-sdk';

// With OTEL_EXPORTER_OTLP_ENDPOINT set, the spans and metrics reach an OTLP/HTTP collector (a stand-in
// that records what is posted to it).

let collector: Server;
const received: { path: string; bytes: number }[] = [];
let endpoint = '';

beforeAll(async () => {
  collector = createServer((req, res) => {
    let bytes = 0;
    req.on('data', (chunk: Buffer) => (bytes += chunk.length));
    req.on('end', () => {
      received.push({ path: req.url ?? '', bytes });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => collector.close(() => resolve())));

describe('OTLP export', () => {
  it('sends the traces and metrics to the configured endpoint', async () => {
    const saved = process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
    process.env.OTEL_EXPORTER_OTLP_ENDPOINT = endpoint;
    try {
      const stop = startTelemetry(process.env);
      expect(stop).not.toBeNull();
      await tracedUpstream({ name: 'navGraph', path: '/NAVGraph' }, async () => 'ok');
      await stop!();
    } finally {
      if (saved === undefined) delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
      else process.env.OTEL_EXPORTER_OTLP_ENDPOINT = saved;
    }
    expect(received.filter((r) => r.path === '/v1/traces' && r.bytes > 0)).toHaveLength(1);
    expect(received.some((r) => r.path === '/v1/metrics' && r.bytes > 0)).toBe(true);
  });
});
