import { describe, expect, it } from 'vitest';
import { DEBIT_FREEZE_MESSAGE, debitFreezeProblem } from '../../../lib/rules/debit-freeze';
import { ekycHeadroom, ekycLimitProblem, financialYearStart } from '../../../lib/rules/ekyc-limit';
import { euinCertificationProblem } from '../../../lib/rules/euin-certification';
import { FOLIO_CONTACT_MESSAGES, folioContactProblems } from '../../../lib/rules/folio-contacts';
import { KYC_VALIDATION_MESSAGES, kycProblem } from '../../../lib/rules/kyc-validation';
import { mandateFitProblems, MANDATE_LIMIT_MESSAGES, peakInstalment } from '../../../lib/rules/mandate-limits';
import { navNotice } from '../../../lib/rules/nav-cut-off';
import { seededCalendar } from '../../../sandbox/domains/schemes/market-calendar';
import { NOMINATION_MESSAGE, nominationProblem } from '../../../lib/rules/nomination';
import { orderProblems, type OrderFacts } from '../../../lib/rules/order-problems';
import { firstRefusal } from '../../../lib/rules/registrar-problem';
import { SCHEME_SUSPENDED_MESSAGE, schemeSuspensionProblem } from '../../../lib/rules/scheme-suspension';

// The registrar's market calendar as the sandbox seeds it (2026 and 2027).
const CALENDAR = seededCalendar();

// The registrar's refusals that a check before Confirm can foresee: each rule's code, words and fix.

// 10:00 IST on Friday 27 November 2026.
const FRIDAY_MORNING = new Date('2026-11-27T04:30:00Z');
const at = (istTime: string) => new Date(Date.parse(`2026-11-27T${istTime}:00+05:30`));

const day = (iso: string) => ({ year: Number(iso.slice(0, 4)), month: Number(iso.slice(5, 7)), day: Number(iso.slice(8, 10)) });

describe('KYC status (lib/rules/kyc-validation.ts)', () => {
  it('a Registered KYC keeps its folios but opens no new one; On hold and Rejected allow nothing', () => {
    expect(kycProblem('Validated', true)).toBeNull();
    expect(kycProblem('Registered', false)).toBeNull();
    expect(kycProblem('Registered', true)).toEqual({ code: 201, words: KYC_VALIDATION_MESSAGES.registered, severity: 'refuse', fix: 'existing-folio' });
    expect(kycProblem('On hold', false)).toMatchObject({ code: 202, words: 'KYC is On hold with the KRA: no transaction until the KYC is fixed', fix: 'ekyc' });
    expect(kycProblem('Rejected', false)).toMatchObject({ code: 203, words: 'KYC is Rejected by the KRA: no transaction until the KYC is done again' });
    expect(KYC_VALIDATION_MESSAGES.registered).toBe('KYC is Registered but not Validated with the KRA: a new folio needs a Validated KYC');
  });
});

describe('nomination (lib/rules/nomination.ts)', () => {
  it('a new single-holder folio needs nominees or an opt-out', () => {
    expect(nominationProblem({ opensFolio: true, holders: 1, nomination: 'none' })).toEqual({ code: 211, words: NOMINATION_MESSAGE, severity: 'refuse', fix: 'nomination' });
    expect(NOMINATION_MESSAGE).toBe("A new single-holder folio needs nominees or the investor's declaration opting out of nomination");
    expect(nominationProblem({ opensFolio: true, holders: 1, nomination: 'opted-out' })).toBeNull();
    expect(nominationProblem({ opensFolio: true, holders: 2, nomination: 'none' })).toBeNull();
    expect(nominationProblem({ opensFolio: false, holders: 1, nomination: 'none' })).toBeNull();
  });
});

describe("folio contacts (lib/rules/folio-contacts.ts)", () => {
  const theirs = { emails: ['demo@dit.test', 'rahul.pillai@ashamenon.in'], mobiles: ['9847012345', '9847023456'] };
  it("refuses the distributor's or an EUIN holder's contact unless a family relation is declared", () => {
    const problems = folioContactProblems({ email: 'Rahul.Pillai@ashamenon.in', mobile: '+91 98470 23456', emailFlag: 'SE', mobileFlag: 'SE' }, theirs);
    expect(problems.map((p) => [p.code, p.words, p.fix])).toEqual([
      [221, FOLIO_CONTACT_MESSAGES.email, 'contact-update'],
      [222, FOLIO_CONTACT_MESSAGES.mobile, 'contact-update'],
    ]);
    expect(FOLIO_CONTACT_MESSAGES.email).toBe("The e-mail belongs to the distributor, one of its EUIN holders or a member of its team: give the investor's own, or declare the family relation");
    expect(folioContactProblems({ email: 'demo@dit.test', mobile: '9847012345', emailFlag: 'DP', mobileFlag: 'SP' }, theirs)).toEqual([]);
    expect(folioContactProblems({ email: 'kamala@example.com', mobile: '9000000000', emailFlag: 'SE', mobileFlag: 'SE' }, theirs)).toEqual([]);
  });
});

describe('OTP-based e-KYC (lib/rules/ekyc-limit.ts)', () => {
  it('allows Rs 50,000 a financial year, April to March', () => {
    expect(financialYearStart('2026-11-29')).toBe('2026-04-01');
    expect(financialYearStart('2027-03-31')).toBe('2026-04-01');
    expect(financialYearStart('2026-04-01')).toBe('2026-04-01');
    expect(ekycLimitProblem({ otpEkyc: true, investedThisYear: 30_000, adding: 20_000 })).toBeNull();
    expect(ekycLimitProblem({ otpEkyc: true, investedThisYear: 30_000, adding: 20_001 })).toEqual({
      code: 231, severity: 'refuse', fix: 'ekyc',
      words: 'An investor with OTP-based e-KYC may invest at most ₹50,000 a financial year in this fund house: ₹20,000 is left this year',
    });
    expect(ekycLimitProblem({ otpEkyc: false, investedThisYear: 90_000, adding: 90_000 })).toBeNull();
    expect(ekycHeadroom(70_000)).toBe(0);
  });
});

describe('debit freeze (lib/rules/debit-freeze.ts)', () => {
  it('refuses redemption, switch, SWP and STP from a frozen folio; purchases go in', () => {
    for (const kind of ['redemption', 'switch', 'swp', 'stp'] as const) {
      expect(debitFreezeProblem(kind, true)).toEqual({ code: 241, words: DEBIT_FREEZE_MESSAGE, severity: 'refuse', fix: 'investor' });
    }
    expect(DEBIT_FREEZE_MESSAGE).toBe('The investor has frozen debits from this folio: no redemption, switch, SWP or STP until the investor unlocks it through MF Central');
    expect(debitFreezeProblem('purchase', true)).toBeNull();
    expect(debitFreezeProblem('sip', true)).toBeNull();
    expect(debitFreezeProblem('redemption', false)).toBeNull();
  });
});

describe('mandates (lib/rules/mandate-limits.ts)', () => {
  const mandate = { max: 5000, start: day('2026-08-01'), end: day('2028-08-01') };
  const sip = { amount: 4000, topUp: null, start: day('2026-12-10'), end: day('2027-11-10') };
  it('refuses an instalment above the maximum, a top-up that outgrows it, a debit before its start or after its end', () => {
    expect(mandateFitProblems(sip, mandate)).toEqual([]);
    expect(mandateFitProblems({ ...sip, amount: 6000 }, mandate).map((p) => [p.code, p.words])).toEqual([[251, 'SIP instalment amount should be less than the Mandate Amount 5,000']]);
    const topUp = { amount: 500, frequency: 'H' as const, start: day('2027-06-10'), end: day('2027-12-10') };
    expect(peakInstalment(4000, topUp)).toBe(5000);
    expect(mandateFitProblems({ ...sip, topUp }, mandate)).toEqual([]);
    const more = { ...topUp, end: day('2028-06-10') };
    expect(peakInstalment(4000, more)).toBe(5500);
    expect(mandateFitProblems({ ...sip, topUp: more }, mandate)).toEqual([{ code: 252, words: MANDATE_LIMIT_MESSAGES.topUpLife(5000), severity: 'refuse', fix: 'mandate' }]);
    expect(MANDATE_LIMIT_MESSAGES.topUpLife(5000)).toBe('With its top-ups the SIP instalment would exceed the Mandate Amount 5,000');
    expect(mandateFitProblems({ ...sip, start: day('2026-07-10') }, mandate).map((p) => [p.code, p.words])).toEqual([[254, 'SIP Start Date should not be before the Mandate Start Date']]);
    expect(mandateFitProblems({ ...sip, end: day('2028-09-10') }, mandate).map((p) => [p.code, p.words])).toEqual([[253, 'SIP End date should not exceed the Mandate Date']]);
  });
});

describe('scheme suspension (lib/rules/scheme-suspension.ts)', () => {
  it('refuses money going into a suspended scheme, not money coming out', () => {
    for (const kind of ['purchase', 'sip', 'switch', 'stp'] as const) {
      expect(schemeSuspensionProblem(kind, true)).toEqual({ code: 261, words: SCHEME_SUSPENDED_MESSAGE, severity: 'refuse', fix: 'other-scheme' });
    }
    expect(SCHEME_SUSPENDED_MESSAGE).toBe('Subscriptions to this scheme are suspended: choose another scheme');
    expect(schemeSuspensionProblem('redemption', true)).toBeNull();
    expect(schemeSuspensionProblem('purchase', false)).toBeNull();
  });
});

describe('EUIN certification (lib/rules/euin-certification.ts)', () => {
  it('refuses an EUIN whose certification ended before today; execution-only is the way round', () => {
    expect(euinCertificationProblem('E456789', '2026-11-09', '2026-11-29')).toEqual({
      code: 271, severity: 'refuse', fix: 'execution-only',
      words: 'The certification of EUIN E456789 has lapsed: name another EUIN or declare the order execution-only',
    });
    expect(euinCertificationProblem('E456789', '2026-11-29', '2026-11-29')).toBeNull();
    expect(euinCertificationProblem('E123456', null, '2026-11-29')).toBeNull();
  });
});

describe('the NAV day after the cut-off (lib/rules/nav-cut-off.ts)', () => {
  it('tells, never refuses: 3 pm, and 1:30 pm for liquid and overnight purchases', () => {
    expect(navNotice('purchase', 'Equity', at('14:59'), CALENDAR)).toBeNull();
    expect(navNotice('purchase', 'Equity', at('15:00'), CALENDAR)).toEqual({
      code: 301, severity: 'info', fix: 'none', words: 'Past the 3:00 pm cut-off: approved now, the order takes the NAV of 30/11/2026',
    });
    expect(navNotice('purchase', 'Liquid', at('13:29'), CALENDAR)).toBeNull();
    expect(navNotice('purchase', 'Liquid', at('13:30'), CALENDAR)?.words).toBe('Past the 1:30 pm cut-off: approved now, the order takes the NAV of 30/11/2026');
    expect(navNotice('redemption', 'Liquid', at('14:00'), CALENDAR)).toBeNull();
    expect(navNotice('sip', 'Equity', at('16:00'), CALENDAR)).toBeNull();
    expect(navNotice('switch', 'Equity', new Date('2026-11-28T05:00:00Z'), CALENDAR)?.words).toContain('NAV of 30/11/2026');
  });
});

describe('every problem of an order (lib/rules/order-problems.ts)', () => {
  const clean: OrderFacts = {
    kind: 'purchase', opensFolio: true, holders: 1, kycStatus: 'Validated', nomination: 'nominees', contacts: null,
    distributorContacts: { emails: [], mobiles: [] }, otpEkyc: false, investedThisYear: 0, adding: 1000, folioFrozen: false,
    schemeSuspended: false, euin: null, now: FRIDAY_MORNING, today: '2026-11-27', navCategory: 'Equity', mandate: null, calendar: CALENDAR,
  };
  it('answers none for a clean order and every family at once otherwise, the first refusal first', () => {
    expect(orderProblems(clean)).toEqual([]);
    const problems = orderProblems({ ...clean, kycStatus: 'Registered', nomination: 'none', schemeSuspended: true, euin: { code: 'E456789', certifiedUntil: '2026-01-01' } });
    expect(problems.map((p) => p.code)).toEqual([201, 211, 261, 271]);
    expect(firstRefusal(problems)?.code).toBe(201);
    expect(orderProblems({ ...clean, kind: 'redemption', opensFolio: false, folioFrozen: true, otpEkyc: true, adding: 90_000 }).map((p) => p.code)).toEqual([241]);
    const late = orderProblems({ ...clean, now: at('16:00') });
    expect(late.map((p) => [p.code, p.severity])).toEqual([[301, 'info']]);
    expect(firstRefusal(late)).toBeNull();
  });
});
