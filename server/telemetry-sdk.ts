import 'server-only';
import { context, metrics, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPMetricExporter } from '@opentelemetry/exporter-metrics-otlp-http';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { MeterProvider, PeriodicExportingMetricReader } from '@opentelemetry/sdk-metrics';
import { BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';

// Starts exporting traces and metrics over OTLP/HTTP when OTEL_EXPORTER_OTLP_ENDPOINT is set (the
// exporters read it and the other standard OTEL_* variables themselves). Next.js then adds its own
// spans for each request, and ./telemetry.ts one per call to the fund house beneath them.

const EXPORT_EVERY_MS = 30_000;

/**
 * What the Node tracer provider's register() did before OpenTelemetry 3 left it out of the trace SDK: spans
 * follow the async work of a request (AsyncLocalStorage), and a call out carries its trace in W3C headers.
 */
export function registerTracing(tracing: TracerProvider) {
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(tracing);
}

/** Starts telemetry when configured; answers how to flush and stop it (null when off). */
export function startTelemetry(env: Partial<Record<string, string>> = process.env): (() => Promise<void>) | null {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim()) return null;
  const resource = resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME?.trim() || 'distributor-portal' });
  const tracing = new TracerProvider({ resource, spanProcessors: [new BatchSpanProcessor({ exporter: new OTLPTraceExporter() })] });
  registerTracing(tracing);
  const meters = new MeterProvider({
    resource,
    readers: [new PeriodicExportingMetricReader({ exporter: new OTLPMetricExporter(), exportIntervalMillis: EXPORT_EVERY_MS })],
  });
  metrics.setGlobalMeterProvider(meters);
  const stop = async () => {
    await Promise.allSettled([tracing.shutdown(), meters.shutdown()]);
  };
  process.once('SIGTERM', () => void stop());
  return stop;
}
