import { afterEach, describe, expect, it, vi } from 'vitest';
import { log, loggablePath } from '@/server/log';

afterEach(() => vi.restoreAllMocks());

describe('the logger', () => {
  it('writes one JSON line with time and level, and never a listed field', () => {
    const out = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    log('error', { event: 'x', pan: 'BKFPS4821K', nested: { Password: 'Zq7#secret', accountNo: '50100234561781', ok: 1 }, list: [{ email: 'a@b.c' }] });
    const line = String(out.mock.calls[0]?.[0]);
    expect(line.endsWith('\n')).toBe(true);
    const parsed = JSON.parse(line);
    expect(parsed).toMatchObject({ level: 'error', event: 'x', pan: '[redacted]', nested: { Password: '[redacted]', accountNo: '[redacted]', ok: 1 }, list: [{ email: '[redacted]' }] });
    expect(line).not.toMatch(/BKFPS4821K|Zq7#secret|50100234561781|a@b\.c/);
  });

  it('masks PANs, long numbers and e-mail addresses in a request path', () => {
    expect(loggablePath('/api/investors/BKFPS4821K/initiate')).toBe('/api/investors/:pan/initiate');
    expect(loggablePath('/api/tracker/5100001/resend')).toBe('/api/tracker/:number/resend');
    expect(loggablePath('/api/x/ravi%40example.com')).toBe('/api/x/:email');
    expect(loggablePath('/api/transactions/redemption/confirm')).toBe('/api/transactions/redemption/confirm');
  });
});

describe('LOG_LEVEL', () => {
  it('writes nothing less severe than the level asked for', () => {
    const out = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const before = process.env.LOG_LEVEL;
    process.env.LOG_LEVEL = 'warn';
    log('info', { event: 'quiet' });
    expect(out).not.toHaveBeenCalled();
    process.env.LOG_LEVEL = 'info';
    log('info', { event: 'heard' });
    expect(out).toHaveBeenCalledTimes(1);
    if (before === undefined) delete process.env.LOG_LEVEL;
    else process.env.LOG_LEVEL = before;
  });
});
