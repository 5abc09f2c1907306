// Runs once as each portal server starts, before it takes requests: a wrong or missing variable stops the
// start with the whole list of what to fix, rather than failing the first request that reads it.
export async function register() {
  // The Node.js server only (the edge build drops this branch); a build collects pages without secrets.
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { checkConfigurationAtBoot, startBackgroundWork } = await import('./server/boot');
  checkConfigurationAtBoot();
  const { startTelemetry } = await import('./server/telemetry-sdk');
  startTelemetry();
  await startBackgroundWork();
}
