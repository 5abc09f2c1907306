import { metrics } from '@opentelemetry/api';
import { AggregationTemporality, InMemoryMetricExporter, MeterProvider, PeriodicExportingMetricReader } from '@opentelemetry/sdk-metrics';
import { InMemorySpanExporter, SimpleSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import { beforeAll, describe, expect, it } from 'vitest';
import { UpstreamError } from '@/server/fundhouse/errors';
import { countInDoubt, countThrottledSignIn, tracedUpstream } from '@/server/telemetry';
import { registerTracing, startTelemetry } from '@/server/telemetry-sdk';

// The portal's spans and counters as an OTLP collector would receive them, read from in-memory exporters.

const spans = new InMemorySpanExporter();
const exported = new InMemoryMetricExporter(AggregationTemporality.CUMULATIVE);
const reader = new PeriodicExportingMetricReader({ exporter: exported, exportIntervalMillis: 60_000 });

// OpenTelemetry 3's simple processor hands a span to its exporter asynchronously: flushed before reading.
const tracing = new TracerProvider({ spanProcessors: [new SimpleSpanProcessor({ exporter: spans })] });

beforeAll(() => {
  registerTracing(tracing);
  metrics.setGlobalMeterProvider(new MeterProvider({ readers: [reader] }));
});

async function points(name: string) {
  await reader.forceFlush();
  const all = exported.getMetrics().flatMap((r) => r.scopeMetrics.flatMap((s) => s.metrics));
  const metric = all.filter((m) => m.descriptor.name === name).at(-1);
  return (metric?.dataPoints ?? []).map((p) => ({ attributes: p.attributes, value: p.value }));
}

const endpoint = { name: 'allClients', path: '/Dist_AllClientDetails' };

describe('telemetry', () => {
  it('is off unless an OTLP endpoint is configured', () => {
    expect(startTelemetry({})).toBeNull();
    expect(startTelemetry({ OTEL_EXPORTER_OTLP_ENDPOINT: '  ' })).toBeNull();
  });

  it('traces each call to the fund house and counts it by endpoint and outcome, with nothing personal', async () => {
    await expect(tracedUpstream(endpoint, async () => 'answer')).resolves.toBe('answer');
    const failure = new UpstreamError('timeout', 'Something Went Wrong', { endpoint: 'allClients' });
    await expect(tracedUpstream(endpoint, async () => Promise.reject(failure))).rejects.toBe(failure);

    await tracing.forceFlush();
    const [ok, failed] = spans.getFinishedSpans();
    expect(ok?.name).toBe('upstream allClients');
    expect(ok?.attributes).toEqual({ 'fundhouse.endpoint': 'allClients', 'fundhouse.path': '/Dist_AllClientDetails', 'fundhouse.outcome': 'ok' });
    expect(failed?.attributes['fundhouse.outcome']).toBe('timeout');
    expect(failed?.status.code).toBe(2);

    expect(await points('portal.upstream.calls')).toEqual([
      { attributes: { endpoint: 'allClients', outcome: 'ok' }, value: 1 },
      { attributes: { endpoint: 'allClients', outcome: 'timeout' }, value: 1 },
    ]);
  });

  it('counts in-doubt confirmations by route and throttled sign-ins', async () => {
    countInDoubt('/api/transactions/:id/confirm');
    countThrottledSignIn();
    countThrottledSignIn();
    expect(await points('portal.confirmations.in_doubt')).toEqual([{ attributes: { route: '/api/transactions/:id/confirm' }, value: 1 }]);
    expect(await points('portal.signin.throttled')).toEqual([{ attributes: {}, value: 2 }]);
  });
});
