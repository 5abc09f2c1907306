import { beforeEach, describe, expect, it, vi } from 'vitest';

// The request-status table shows the registrar's request time as every other date is shown, DD/MM/YYYY,
// with the time as it came.

process.env.PORTAL_DATA_DIR = 'memory://';

vi.mock('@/server/fundhouse/upstream', async () => (await import('../support/scripted-upstream')).upstreamModule());

const { upstream } = await import('../support/scripted-upstream');
const { mailbackRequestStatus } = await import('@/server/fundhouse/endpoints/mailback');
const { recentRequests } = await import('@/server/services/reports/mailback');
const { upstreamDateTimeToDisplay } = await import('@/lib/dates');

const auth = { token: 'upstream-token', session: { userId: 'demo@dit.test', arn: 'ARN-112233', name: 'Asha Menon', flag: 'N', lastLogin: '' } };

beforeEach(() => upstream.reset());

describe('the mail-back request status', () => {
  it('turns the registrar’s MM/DD/YYYY hh:mm round, keeping the time', () => {
    expect(upstreamDateTimeToDisplay('11/28/2026 09:05')).toBe('28/11/2026 09:05');
    expect(upstreamDateTimeToDisplay('03/04/2026')).toBe('04/03/2026');
    expect(upstreamDateTimeToDisplay('13/28/2026 09:05')).toBe('13/28/2026 09:05');
    expect(upstreamDateTimeToDisplay('')).toBe('');
  });

  it('lists each request with its date as DD/MM/YYYY', async () => {
    upstream.answer(mailbackRequestStatus, { DtData: [{ Refno: 'MB101', ReportName: 'Transaction Report', RequestDate: '11/28/2026 09:05', Status: 'Sent', SentTo: 'demo@dit.test' }] });
    expect(await recentRequests(auth)).toEqual([{ refno: 'MB101', report: 'Transaction Report', requestedAt: '28/11/2026 09:05', status: 'Sent' }]);
  });
});
