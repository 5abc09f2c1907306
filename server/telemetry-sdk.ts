import 'server-only';
import { metrics } from '@opentelemetry/api';
import { OTLPMetricExporter } from '@opentelemetry/exporter-metrics-otlp-http';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { MeterProvider, PeriodicExportingMetricReader } from '@opentelemetry/sdk-metrics';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';

// Starts exporting traces and metrics over OTLP/HTTP when OTEL_EXPORTER_OTLP_ENDPOINT is set (the
// exporters read it and the other standard OTEL_* variables themselves). Next.js then adds its own
// spans for each request, and ./telemetry.ts one per call to the fund house beneath them.

const EXPORT_EVERY_MS = 30_000;

/** Starts telemetry when configured; answers how to flush and stop it (null when off). */
export function startTelemetry(env: Partial<Record<string, string>> = process.env): (() => Promise<void>) | null {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim()) return null;
  const resource = resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME?.trim() || 'distributor-portal' });
  const tracing = new NodeTracerProvider({ resource, spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())] });
  tracing.register();
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
