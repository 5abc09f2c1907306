import type { Db } from './client';

export type SettingKey = 'schema_version' | 'profile' | 'clock_offset_minutes' | 'nav_series_hash';

export async function getSetting(db: Db, key: SettingKey): Promise<string | null> {
  const { rows } = await db.query<{ value: string }>('select value from settings where key = $1', [key]);
  return rows[0]?.value ?? null;
}

export async function setSetting(db: Db, key: SettingKey, value: string): Promise<void> {
  await db.query(
    'insert into settings (key, value) values ($1, $2) on conflict (key) do update set value = excluded.value',
    [key, value],
  );
}

/** Whether the settings table exists at all (a brand-new data directory has none). */
export async function hasSettings(db: Db): Promise<boolean> {
  const { rows } = await db.query<{ found: boolean }>(
    `select to_regclass('public.settings') is not null as found`,
  );
  return rows[0]?.found === true;
}
