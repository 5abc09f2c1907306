// How the tracker shows a moment and the time left on a link. Zod-free and framework-free.
import { formatIndian, formatUnits } from '../money';

const WHEN = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: true,
});

/** '28/11/2026, 09:05 am' → '28/11/2026 09:05 AM', India's time, as the registrar writes entry times. */
export function istDateTime(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  return WHEN.format(at).replace(',', '').replace(/\b(am|pm)\b/, (m) => m.toUpperCase());
}

/**
 * What a request asked for: its rupees ('₹2,500'), or its units where units were asked (a redemption of
 * 50 units: '50.000 units'); '' when it names neither.
 */
export function amountOrUnits(amount: string, units: string): string {
  if (amount && Number(amount) > 0) return `₹${formatIndian(Number(amount))}`;
  if (units && Number(units) > 0) return `${formatUnits(Number(units))} units`;
  return '';
}

const DAY = 86_400_000;
const HOUR = 3_600_000;
const MINUTE = 60_000;
const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** Whether the countdown should tick by the second: the link's last day. */
export const isLastDay = (ms: number) => ms > 0 && ms < DAY;

/** '3 days 4 hours' while more than a day is left; '5h 03m 12s' in the last day; '' once past. */
export function timeLeft(ms: number): string {
  if (ms <= 0) return '';
  if (!isLastDay(ms)) {
    const days = Math.floor(ms / DAY);
    const hours = Math.floor((ms % DAY) / HOUR);
    return hours ? `${plural(days, 'day')} ${plural(hours, 'hour')}` : plural(days, 'day');
  }
  const h = Math.floor(ms / HOUR);
  const m = Math.floor((ms % HOUR) / MINUTE);
  const s = Math.floor((ms % MINUTE) / 1000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${h}h ${two(m)}m ${two(s)}s`;
}
