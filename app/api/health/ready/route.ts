import { NextResponse } from 'next/server';
import { withPublic } from '@/server/http/handler';
import { readiness } from '@/server/services/health/health';

// GET /api/health/ready: 200 when this instance can serve (store up, migrations applied, registrar
// reachable), else 503 naming what failed, so a load balancer takes it out of rotation until it mends.
// Warnings (a market calendar the registrar has not published) are the operator's and never fail it.
export const dynamic = 'force-dynamic';

export const GET = withPublic({}, async () => {
  const state = await readiness();
  return NextResponse.json({ status: state.ready ? 'ready' : 'not ready', checks: state.checks, ...(state.warnings.length > 0 && { warnings: state.warnings }) }, { status: state.ready ? 200 : 503, headers: { 'cache-control': 'no-store' } });
});
