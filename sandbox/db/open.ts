import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { recreateSchema, SCHEMA_VERSION } from './schema';
import { getSetting, hasSettings, setSetting } from './settings';
import { analyseBook, seedDatabase } from '../seed/seed';
import type { Profile } from '../seed/fixtures';

export const IN_MEMORY = 'memory://';

export interface OpenedDatabase {
  pg: PGlite;
  /** Why the data was (re)seeded on open, or null when a seeded directory was kept as it was. */
  seeded: 'new' | 'schema' | 'profile' | null;
  seedMs: number;
}

/**
 * Opens the data directory and keeps its state when it already holds this schema version and
 * profile, so records a person created survive a restart; otherwise starts it over from the seed.
 */
export async function openDatabase(dataDir: string, profile: Profile): Promise<OpenedDatabase> {
  if (dataDir !== IN_MEMORY) mkdirSync(dataDir, { recursive: true });
  const pg = new PGlite(dataDir);
  await pg.waitReady;
  try {
    const seeded = await whyReseed(pg, profile);
    const started = Date.now();
    if (seeded) {
      if (seeded !== 'profile') await recreateSchema(pg);
      await setSetting(pg, 'clock_offset_minutes', '0');
      await seedDatabase(pg, profile, new Date());
    } else {
      await analyseBook(pg, profile);
    }
    return { pg, seeded, seedMs: seeded ? Date.now() - started : 0 };
  } catch (err) {
    await pg.close();
    throw err;
  }
}

async function whyReseed(pg: PGlite, profile: Profile): Promise<OpenedDatabase['seeded']> {
  if (!(await hasSettings(pg))) return 'new';
  if ((await getSetting(pg, 'schema_version')) !== String(SCHEMA_VERSION)) return 'schema';
  // A missing profile also means an earlier seed did not finish.
  if ((await getSetting(pg, 'profile')) !== profile) return 'profile';
  return null;
}
