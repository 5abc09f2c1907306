import 'server-only';
import { metrics, SpanStatusCode, trace, type Attributes } from '@opentelemetry/api';
import { UpstreamError } from './fundhouse/errors';

// The portal's traces and metrics, through the OpenTelemetry API only. Without a configured SDK
// (OTEL_EXPORTER_OTLP_ENDPOINT unset, see ./telemetry-sdk.ts) every call here is a no-op, so the code
// that counts never needs to know whether anyone is listening. Attributes name endpoints, routes and
// outcomes: never a PAN, an account number, a date of birth, a token or a user id.

const NAME = 'distributor-portal';
const tracer = () => trace.getTracer(NAME);
const meter = () => metrics.getMeter(NAME);

// Instruments are made on first use, after the SDK (if any) has registered its providers.
let instruments: ReturnType<typeof makeInstruments> | undefined;
function makeInstruments() {
  const m = meter();
  return {
    upstreamCalls: m.createCounter('portal.upstream.calls', { description: 'Calls to the fund house by endpoint and outcome' }),
    upstreamDuration: m.createHistogram('portal.upstream.duration', { description: 'Time of a call to the fund house', unit: 'ms' }),
    inDoubt: m.createCounter('portal.confirmations.in_doubt', { description: 'Requests whose outcome was lost and is being checked with the registrar' }),
    throttled: m.createCounter('portal.signin.throttled', { description: 'Sign-ins refused by the throttle' }),
  };
}
const count = () => (instruments ??= makeInstruments());

/** How a call ended: ok, or the upstream error's kind (business, http, timeout, malformed, …). */
export function outcomeOf(err: unknown): string {
  return err instanceof UpstreamError ? err.kind : 'error';
}

/** One call to the fund house as a span (a child of the request's) with its duration and outcome counted. */
export async function tracedUpstream<T>(endpoint: { name: string; path: string }, call: () => Promise<T>): Promise<T> {
  const attributes: Attributes = { 'fundhouse.endpoint': endpoint.name, 'fundhouse.path': endpoint.path };
  return tracer().startActiveSpan(`upstream ${endpoint.name}`, { attributes }, async (span) => {
    const started = performance.now();
    let outcome = 'ok';
    try {
      return await call();
    } catch (err) {
      outcome = outcomeOf(err);
      span.setStatus({ code: SpanStatusCode.ERROR, message: outcome });
      throw err;
    } finally {
      span.setAttribute('fundhouse.outcome', outcome);
      const labels = { endpoint: endpoint.name, outcome };
      count().upstreamCalls.add(1, labels);
      count().upstreamDuration.record(performance.now() - started, labels);
      span.end();
    }
  });
}

/** A request answered 202: its outcome is being checked with the registrar. */
export const countInDoubt = (route: string) => count().inDoubt.add(1, { route });

/** A sign-in the throttle refused. */
export const countThrottledSignIn = () => count().throttled.add(1);
