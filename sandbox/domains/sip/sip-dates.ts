import { SIP_LAST_YEAR } from '../../../lib/rules/sip-horizon';

// Calendar arithmetic of SIPs on IST days held as YYYY-MM-DD. SIP days are 1 to 28, so moving a date
// by whole months keeps its day.

export type IsoDay = string;

export const fromMdy = (t: string): IsoDay | null => {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(t.trim());
  if (!m) return null;
  const iso = `${m[3]}-${m[1]}-${m[2]}`;
  return new Date(`${iso}T00:00:00Z`).toISOString().slice(0, 10) === iso ? iso : null;
};

export const toDmy = (iso: IsoDay) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

export function addMonths(iso: IsoDay, months: number): IsoDay {
  const d = new Date(`${iso}T00:00:00Z`);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d.toISOString().slice(0, 10);
}

export const addDays = (iso: IsoDay, days: number): IsoDay => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The last day a SIP or its top-up may run to; a SIP that ends in that month is a perpetual one. */
export const SIP_LAST_DAY: IsoDay = `${SIP_LAST_YEAR}-12-31`;
export const PERPETUAL_FROM: IsoDay = `${SIP_LAST_YEAR}-12-01`;

/** Months between instalments. */
export const STEP_MONTHS = { M: 1, Q: 3 } as const;
