import cluster from 'node:cluster';
import { z } from 'zod';
import { DEFAULT_SANDBOX_SMTP_PORT } from '../server/env-schema';
import { startSandbox } from './server';

// `npm run sandbox`: the fund-house API simulator as its own process, configured from the environment;
// with SANDBOX_DATABASE_URL and SANDBOX_PROCESSES, several processes on one port and one PostgreSQL.

const env = z
  .object({
    SANDBOX_PORT: z.coerce.number().int().min(0).max(65_535).default(4010),
    SANDBOX_HOST: z.string().min(1).default('127.0.0.1'),
    SANDBOX_DATA_DIR: z.string().min(1).default('.data/sandbox'),
    /** A PostgreSQL database for the sandbox's data (wins over SANDBOX_DATA_DIR); needed for more than one process. */
    SANDBOX_DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//i).optional(),
    SANDBOX_PROCESSES: z.coerce.number().int().min(1).max(64).default(1),
    SANDBOX_PROFILE: z.enum(['demo', 'large']).default('demo'),
    FUNDHOUSE_API_SECRET: z.string().min(32).optional(),
    SANDBOX_TOKEN_SECRET: z.string().min(32).optional(),
    SANDBOX_TOKEN_MINUTES: z.coerce.number().int().min(1).max(24 * 60).optional(),
    SANDBOX_QUIET: z.enum(['0', '1']).default('0'),
    FUNDHOUSE_SERVICE_KEY: z.string().min(32).optional(),
    /** The SMTP receiver's port (the portal's SMTP_URL when none is given), or 'off'. */
    SANDBOX_SMTP_PORT: z.union([z.literal('off'), z.coerce.number().int().min(0).max(65_535)]).default(DEFAULT_SANDBOX_SMTP_PORT),
  })
  // An empty variable means "not set", as in the portal's configuration.
  .parse(Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== '')));

if (env.SANDBOX_PROCESSES > 1 && !env.SANDBOX_DATABASE_URL) {
  console.error('SANDBOX_PROCESSES above 1 needs SANDBOX_DATABASE_URL: a PGlite directory has one owner.');
  process.exit(1);
}

if (cluster.isPrimary && env.SANDBOX_PROCESSES > 1) {
  await import('./cluster').then(({ runCluster }) => runCluster(env.SANDBOX_PROCESSES));
} else {
  await serve();
}

async function serve(): Promise<void> {
  const sandbox = await startSandbox({
    port: env.SANDBOX_PORT,
    host: env.SANDBOX_HOST,
    dataDir: env.SANDBOX_DATABASE_URL ?? env.SANDBOX_DATA_DIR,
    profile: env.SANDBOX_PROFILE,
    secret: env.FUNDHOUSE_API_SECRET,
    tokenSecret: env.SANDBOX_TOKEN_SECRET,
    tokenMinutes: env.SANDBOX_TOKEN_MINUTES,
    serviceKey: env.FUNDHOUSE_SERVICE_KEY,
    smtpPort: env.SANDBOX_SMTP_PORT === 'off' ? undefined : env.SANDBOX_SMTP_PORT,
    quiet: env.SANDBOX_QUIET === '1',
  });

  const who = cluster.isWorker ? ` (process ${process.pid})` : '';
  if (sandbox.seeded) console.info(`sandbox seeded profile ${sandbox.profile} in ${sandbox.seedMs} ms (${sandbox.seeded})`);
  console.info(`sandbox listening on ${sandbox.url} (profile ${sandbox.profile})${who}${sandbox.smtpPort ? `, receiving mail on smtp://127.0.0.1:${sandbox.smtpPort}` : ''}`);

  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      // Closing PGlite flushes its files; killing the process mid-write could leave the data dir broken.
      sandbox.close().then(
        () => process.exit(0),
        (err: unknown) => {
          console.error('sandbox did not close cleanly', err);
          process.exit(1);
        },
      );
    });
  }
}
