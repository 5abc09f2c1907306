import { describe, expect, it } from 'vitest';
import { allowedForFlag, isPublicPath } from '@/lib/routes';

describe('public paths', () => {
  it.each(['/login', '/register', '/otp', '/forgot-userid', '/forgot-password', '/reset-password', '/terms-conditions',
    "/Enach-Faq's", '/distributor-empanellement', '/distributor-empanellement/bank-details', '/generate-arn-link',
    '/common-arn-link', '/api/auth/session'])('%s needs no sign-in', (p) => expect(isPublicPath(p)).toBe(true));

  it.each(['/', '/dashboard', '/settings', '/new-transaction', '/api/account/password', '/loginx', '/distributor-empanellementx'])(
    '%s needs a session',
    (p) => expect(isPublicPath(p)).toBe(false),
  );
});

describe('transaction-enable flag', () => {
  it('gives flag N everything', () => {
    expect(allowedForFlag('/dashboard', 'N')).toBe(true);
    expect(allowedForFlag('/settings', 'N')).toBe(true);
  });

  it('limits any other flag to New Transaction and the flows it leads to', () => {
    for (const p of ['/new-transaction', '/new-transaction/transction-types', '/new-investor-transaction/applicant-details', '/e-KYC']) {
      expect(allowedForFlag(p, 'Y')).toBe(true);
    }
    for (const p of ['/dashboard', '/investors', '/settings', '/nav', '/new-transactions']) expect(allowedForFlag(p, 'Y')).toBe(false);
  });

  it("lets any other flag call only the BFF that New Transaction's screens use", () => {
    for (const p of ['/api/investors/search', '/api/investors/BKFPS4821K/initiate', '/api/transactions/confirm', '/api/uploads/physical', '/api/nct/requests']) {
      expect(allowedForFlag(p, 'Y')).toBe(true);
    }
    for (const p of ['/api/dashboard/summary', '/api/nav/graph', '/api/account/password', '/api/investorsx']) expect(allowedForFlag(p, 'Y')).toBe(false);
  });
});
