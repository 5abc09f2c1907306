import 'server-only';
import { env } from './env';
import { ConfigError } from './env-schema';

/** Reads the configuration now; what is wrong is printed as one list and the process stops. */
export function checkConfigurationAtBoot(): void {
  try {
    env();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}

/** Work each portal process does besides answering requests: the morning digest's scheduler. */
export async function startBackgroundWork(): Promise<void> {
  const { startDigestScheduler } = await import('./digest/scheduler');
  startDigestScheduler();
}
