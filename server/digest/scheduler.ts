import 'server-only';
import { DIGEST_MAX_ATTEMPTS, digestRetryAt, dueDigestDay } from '@/lib/rules/digest';
import { log } from '@/server/log';
import { env } from '../env';
import { noteUpstreamDate, upstreamNow } from '../fundhouse/clock';
import { UpstreamError } from '../fundhouse/errors';
import { getDb, type Db } from '../store/db';
import { claimDigestJob, enabledDigests, markDigestFailed, markDigestSent, openDigestJob, type DigestSetting } from '../store/digests';
import { DigestNotSent, sendDigest } from './send';

// Every portal process looks for due digests every DIGEST_TICK_SECONDS, on the registrar's clock (so a
// moved sandbox clock moves the digest too). Each due day's row is made once and claimed with a lease
// (server/store/digests.ts), so however many processes tick, one sends; a process that starts after the
// time sends what is still due today. A failure is tried again after DIGEST_RETRY_MINUTES.

/** Longer than one digest takes to build and send: a process that died holding it frees it after this. */
export const DIGEST_LEASE_MS = 5 * 60_000;
const PROBE_TIMEOUT_MS = 3_000;

/** Why a try failed, as a kind for the log and the job row: never a message (it may name the address). */
function failureKind(err: unknown): { kind: string; final: boolean } {
  if (err instanceof DigestNotSent) return { kind: err.kind, final: true };
  // A refusal (an unknown ARN, a wrong service key) will not mend within the day.
  if (err instanceof UpstreamError) return { kind: `upstream-${err.kind}`, final: err.kind === 'business' };
  return { kind: 'smtp', final: false };
}

/** One pass: each enabled digest that is due today and free is claimed, built and sent, one after another. */
export async function digestTick(db: Db, settings: DigestSetting[], now: Date, send: (arn: string) => Promise<void> = sendDigest): Promise<number> {
  let sent = 0;
  for (const setting of settings) {
    const day = dueDigestDay(now, setting);
    if (!day) continue;
    await openDigestJob(db, setting.arn, day, now);
    const job = await claimDigestJob(db, setting.arn, day, now, DIGEST_LEASE_MS, DIGEST_MAX_ATTEMPTS);
    if (!job) continue;
    try {
      await send(setting.arn);
      await markDigestSent(db, setting.arn, day, now);
      sent += 1;
      log('info', { digest: 'sent', day, attempt: job.attempts });
    } catch (err) {
      const { kind, final } = failureKind(err);
      const retryAt = final ? null : digestRetryAt(job.attempts, now);
      await markDigestFailed(db, setting.arn, day, kind, retryAt, DIGEST_MAX_ATTEMPTS);
      log(retryAt ? 'warn' : 'error', { digest: retryAt ? 'failed, will retry' : 'failed, dropped for the day', day, attempt: job.attempts, kind, retryAt: retryAt?.toISOString() });
    }
  }
  return sent;
}

/** The registrar's clock from any answer's Date header: nobody may have called it since the clock moved. */
async function learnUpstreamClock(): Promise<void> {
  try {
    const res = await fetch(env().FUNDHOUSE_API_URL, { method: 'HEAD', signal: AbortSignal.timeout(PROBE_TIMEOUT_MS), redirect: 'manual' });
    noteUpstreamDate(res.headers.get('date'));
  } catch {
    // Unreachable: the clock stays as last learnt; the digest's own calls fail and are retried.
  }
}

const shared = globalThis as typeof globalThis & { __digestScheduler?: NodeJS.Timeout };

/** Starts this process's ticks (once, whatever bundles import this); off without a mail server or service key. */
export function startDigestScheduler(): void {
  if (shared.__digestScheduler) return;
  const { SMTP_URL, FUNDHOUSE_SERVICE_KEY, DIGEST_TICK_SECONDS } = env();
  if (!SMTP_URL || !FUNDHOUSE_SERVICE_KEY) {
    log('info', { digest: 'off', missing: !SMTP_URL ? 'SMTP_URL' : 'FUNDHOUSE_SERVICE_KEY' });
    return;
  }
  let running = false;
  const tick = async () => {
    // A slow pass (a slow registrar, many digests) is not overlapped by the next.
    if (running) return;
    running = true;
    try {
      const db = await getDb();
      const settings = await enabledDigests(db);
      if (settings.length === 0) return;
      await learnUpstreamClock();
      await digestTick(db, settings, new Date(upstreamNow()));
    } catch (err) {
      log('error', { digest: 'tick failed', error: (err as Error)?.name ?? typeof err });
    } finally {
      running = false;
    }
  };
  shared.__digestScheduler = setInterval(() => void tick(), DIGEST_TICK_SECONDS * 1000);
  shared.__digestScheduler.unref();
  void tick();
}
