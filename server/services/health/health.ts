import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { env } from '../../env';
import { getDb } from '../../store/db';
import { missingCalendarWarning } from '@/lib/rules/working-days';
import { missingYearsNow } from '../nav/market-calendar';

// What a load balancer asks before it sends an instance traffic: the store answers with every migration
// applied, and the registrar (or the bundled sandbox) can be reached. Liveness asks nothing of anyone:
// a process that answers is alive, and restarting it would not mend a registrar that is down.
// The market calendar is a warning, never a failure: from 1 December a year the registrar has not
// published (this one, or the next) is named for the operator, while the instance keeps serving and
// counts that year's dates Monday to Friday, saying so beside them.

export type Check = 'ok' | 'failed';
export interface Readiness {
  ready: boolean;
  checks: { store: Check; migrations: Check; registrar: Check; calendar: 'ok' | 'warning' };
  /** What the operator should see to, in words; empty when nothing. */
  warnings: string[];
}

const REGISTRAR_TIMEOUT_MS = 3_000;
/** A load balancer asks every few seconds; the registrar is asked at most this often per instance. */
const REGISTRAR_CACHE_MS = 5_000;
let registrarSeen: { at: number; ok: boolean } | null = null;

let shipped: number | undefined;

/** The migrations the build ships (drizzle's journal), to compare with what the store recorded; read once. */
function shippedMigrations(): number {
  shipped ??= (JSON.parse(readFileSync(path.join(process.cwd(), 'server/store/migrations/meta/_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length;
  return shipped;
}

async function storeChecks(): Promise<Pick<Readiness['checks'], 'store' | 'migrations'>> {
  try {
    const db = await getDb();
    await db.execute(sql`select 1`);
    // Both drivers answer `rows` (node-postgres and PGlite alike).
    const applied = (await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as { rows: { n: number }[] };
    return { store: 'ok', migrations: Number(applied.rows[0]?.n) >= shippedMigrations() ? 'ok' : 'failed' };
  } catch {
    return { store: 'failed', migrations: 'failed' };
  }
}

/** Any HTTP answer means the registrar's host is up and answering; a refused connection or silence does not. */
async function registrarCheck(): Promise<Check> {
  const now = Date.now();
  // A clock set back (a corrected host clock) makes the last answer's age negative: ask again rather than
  // trust an answer of unknown age.
  if (registrarSeen && now >= registrarSeen.at && now - registrarSeen.at < REGISTRAR_CACHE_MS) return registrarSeen.ok ? 'ok' : 'failed';
  let ok = false;
  try {
    const res = await fetch(env().FUNDHOUSE_API_URL, { method: 'GET', signal: AbortSignal.timeout(REGISTRAR_TIMEOUT_MS), redirect: 'manual' });
    await res.body?.cancel();
    ok = true;
  } catch {
    ok = false;
  }
  registrarSeen = { at: now, ok };
  return ok ? 'ok' : 'failed';
}

/** The needed years the registrar has not published; a registrar that cannot be reached is the registrar check's to say. */
async function calendarCheck(registrar: Check): Promise<number[]> {
  if (registrar !== 'ok') return [];
  const timeout = new Promise<null>((resolve) => setTimeout(resolve, REGISTRAR_TIMEOUT_MS, null).unref?.());
  const missing = await Promise.race([missingYearsNow(), timeout]);
  return missing ?? [];
}

export async function readiness(): Promise<Readiness> {
  const [store, registrar] = await Promise.all([storeChecks(), registrarCheck()]);
  const missing = await calendarCheck(registrar);
  const failing = { ...store, registrar };
  return {
    ready: Object.values(failing).every((c) => c === 'ok'),
    checks: { ...failing, calendar: missing.length > 0 ? 'warning' : 'ok' },
    warnings: missing.length > 0 ? [missingCalendarWarning(missing)] : [],
  };
}
