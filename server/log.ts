// The portal's one logger: a JSON line per event on stdout (info) or stderr (warn, error), with the time
// and the level first. Operators ship the lines as they are; nothing here formats for a terminal.
// Personal data never reaches a line: fields named below are replaced whatever their value, and a request's
// address is logged with its PANs, long numbers and e-mail addresses masked.

export type Level = 'info' | 'warn' | 'error';

const RANK: Record<Level, number> = { info: 0, warn: 1, error: 2 };
/** LOG_LEVEL (info, warn or error; info when unset) is the least severe level written. */
const writes = (level: Level) => RANK[level] >= (RANK[process.env.LOG_LEVEL as Level] ?? 0);

/** Field names whose values are never written (matched without case, anywhere in a nested object). */
export const REDACTED_FIELDS = ['pan', 'password', 'pwd', 'token', 'ut', 'cookie', 'authorization', 'dob', 'dateofbirth', 'account', 'accountno', 'acno', 'email', 'mobile', 'phone', 'otp', 'secret'];

const REDACT = new Set(REDACTED_FIELDS);

function redact(value: unknown, depth = 0): unknown {
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, REDACT.has(k.toLowerCase().replace(/[^a-z]/g, '')) ? '[redacted]' : redact(v, depth + 1)]));
}

/** A path as it may be logged: PAN-like segments, numbers of six digits or more and e-mail addresses masked. */
export function loggablePath(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => {
      const s = decodeURIComponentSafe(segment);
      if (/^[A-Z]{5}\d{4}[A-Z]$/i.test(s)) return ':pan';
      if (/@/.test(s)) return ':email';
      if (/^\d{6,}$/.test(s)) return ':number';
      return segment;
    })
    .join('/');
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

export function log(level: Level, fields: Record<string, unknown>): void {
  if (!writes(level)) return;
  const line = JSON.stringify({ at: new Date().toISOString(), level, ...(redact(fields) as Record<string, unknown>) });
  if (level === 'info') process.stdout.write(`${line}\n`);
  else process.stderr.write(`${line}\n`);
}
