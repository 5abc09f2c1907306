import { describe, expect, it } from 'vitest';
import { allowedForFlag, flagRefusal, isPublicPath } from '@/lib/routes';

describe('public paths', () => {
  it.each(['/login', '/register', '/otp', '/forgot-userid', '/forgot-password', '/reset-password', '/terms-conditions',
    "/Enach-Faq's", '/distributor-empanellement', '/distributor-empanellement/bank-details', '/generate-arn-link',
    '/common-arn-link', '/team-invitation', '/api/auth/session'])('%s needs no sign-in', (p) => expect(isPublicPath(p)).toBe(true));

  it.each(['/', '/dashboard', '/settings', '/new-transaction', '/api/account/password', '/loginx', '/distributor-empanellementx', '/team'])(
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
    for (const p of ['/new-transaction', '/new-transaction/transction-types', '/new-investor-transaction/applicant-details', '/new-transaction/new-investor/ekyc/DHRPK2206B', '/api/ekyc/check']) {
      expect(allowedForFlag(p, 'Y'), p).toBe(true);
    }
    // The side menu's e-KYC belongs to the full portal; New Transaction's KYC prompt has its own route.
    for (const p of ['/dashboard', '/investors', '/settings', '/nav', '/new-transactions', '/e-KYC', '/e-KYC/']) expect(allowedForFlag(p, 'Y'), p).toBe(false);
    expect(allowedForFlag('/e-KYC', 'N')).toBe(true);
  });

  it("lets any other flag call only the BFF that New Transaction's screens use", () => {
    for (const p of ['/api/investors/search', '/api/investors/initiate', '/api/transactions/confirm', '/api/uploads/physical', '/api/nct/requests']) {
      expect(allowedForFlag(p, 'Y')).toBe(true);
    }
    for (const p of ['/api/dashboard/summary', '/api/nav/graph', '/api/account/password', '/api/investorsx']) expect(allowedForFlag(p, 'Y')).toBe(false);
  });
});

describe('the flag rule for data (one declaration, every route)', () => {
  const NAME_OFF = 'Searching by Name is not available for your account.';
  const NOT_FOR_FLAG = 'This is not available for your account.';

  it('refuses flag Y a name search through either the list or the search route', () => {
    expect(flagRefusal('/api/investors?name=Farah', 'Y')).toBe(NAME_OFF);
    expect(flagRefusal('/api/investors?tab=A&name=Farah', 'Y')).toBe(NAME_OFF);
    expect(flagRefusal('/api/investors/search?key=name', 'Y')).toBe(NAME_OFF);
    expect(flagRefusal('/api/investors/search?key=NAME', 'Y')).toBe(NAME_OFF);
    expect(flagRefusal('/api/investors?name=', 'Y')).toBeNull();
    expect(flagRefusal('/api/investors', 'Y')).toBeNull();
    expect(flagRefusal('/api/investors/search?key=pan', 'Y')).toBeNull();
    expect(flagRefusal('/api/investors?name=Farah', 'N')).toBeNull();
  });

  it("refuses flag Y an investor's detail, SIPs, problems, favourite and mail-back choice, as the pages are", () => {
    for (const p of ['/api/investors/detail', '/api/investors/sips', '/api/investors/problems', '/api/investors/favourite', '/api/investors/select']) {
      expect(flagRefusal(p, 'Y'), p).toBe(NOT_FOR_FLAG);
      expect(flagRefusal(p, 'N'), p).toBeNull();
    }
    for (const p of ['/api/investors/new', '/api/investors/initiate', '/api/investors']) expect(flagRefusal(p, 'Y'), p).toBeNull();
  });

  it('answers the same for a URL as for its text', () => {
    expect(allowedForFlag(new URL('http://portal.test/api/investors/search?key=name'), 'Y')).toBe(false);
    expect(allowedForFlag(new URL('http://portal.test/new-transaction/transction-types?f=x'), 'Y')).toBe(true);
  });
});

describe("the pages a firm member's role may open", () => {
  it('names what each page of doing needs, and lets every role read the rest', async () => {
    const { allowedForRole, pageNeeds } = await import('@/lib/routes');
    expect(pageNeeds('/new-transaction/sip/digital/modes')).toBe('initiate');
    expect(pageNeeds('/my-earnings')).toBe('earnings');
    expect(pageNeeds('/mailBackRequest/investor')).toBe('statements');
    expect(pageNeeds('/team')).toBe('members');
    expect(pageNeeds('/track-transactions')).toBeNull();
    expect(allowedForRole('/new-transaction', 'Viewer')).toBe(false);
    expect(allowedForRole('/new-transaction', 'Adviser')).toBe(true);
    expect(allowedForRole('/my-earnings', 'Adviser')).toBe(false);
    expect(allowedForRole('/dashboard', 'Viewer')).toBe(true);
  });
});
