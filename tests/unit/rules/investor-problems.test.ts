import { describe, expect, it } from 'vitest';
import { DEBIT_FREEZE_MESSAGE } from '../../../lib/rules/debit-freeze';
import { OTP_EKYC_MESSAGE } from '../../../lib/rules/ekyc-limit';
import { FOLIO_CONTACT_MESSAGES } from '../../../lib/rules/folio-contacts';
import { INVESTOR_PROBLEM_TEXTS, investorProblems, NO_COMPLIANCE, type InvestorCompliance } from '../../../lib/rules/investor-problems';
import { KYC_VALIDATION_MESSAGES } from '../../../lib/rules/kyc-validation';
import { NOMINATION_MESSAGE } from '../../../lib/rules/nomination';
import { BLOCK_TEXTS } from '../../../lib/rules/worklist';

const ok = { kyc: 'Compliant' as const, fatcaDone: true, emailOnRecord: true, mobileOnRecord: true };
const held = (c: Partial<InvestorCompliance>) => investorProblems(ok, { ...NO_COMPLIANCE, ...c });
const brief = (c: Partial<InvestorCompliance>) => held(c).map(({ code, text, severity, fix }) => ({ code, text, severity, fix }));

describe("an investor's problems", () => {
  it('nothing stops a compliant investor with a Validated KYC, nominees and contacts of their own', () => {
    expect(investorProblems(ok)).toEqual([]);
    expect(held({ kycStatus: 'Validated', nomination: 'nominees' })).toEqual([]);
    expect(held({ nomination: 'opted-out' })).toEqual([]);
    expect(INVESTOR_PROBLEM_TEXTS.none).toBe('Nothing stops this investor from transacting.');
  });

  it("the worklist's own facts: a KRA hold, no FATCA, missing contacts, in its words", () => {
    const problems = investorProblems({ kyc: 'On hold', fatcaDone: false, emailOnRecord: false, mobileOnRecord: false });
    expect(problems.map((p) => p.text)).toEqual([BLOCK_TEXTS.kycOnHold, BLOCK_TEXTS.fatca, BLOCK_TEXTS.noEmail, BLOCK_TEXTS.noMobile]);
    expect(problems.map((p) => p.fix)).toEqual(['ekyc', null, 'contact-update', 'contact-update']);
    expect(investorProblems({ ...ok, kyc: 'Not compliant' })).toEqual([{ code: 'kyc', text: 'KYC not compliant with the KRA', severity: 'refuse', fix: 'ekyc' }]);
  });

  it("the registrar's KYC status speaks in its refusal's words, instead of the KRA's hold", () => {
    expect(brief({ kycStatus: 'Registered' })).toEqual([{ code: 'kyc', text: KYC_VALIDATION_MESSAGES.registered, severity: 'refuse', fix: 'existing-folio' }]);
    expect(investorProblems({ ...ok, kyc: 'On hold' }, { ...NO_COMPLIANCE, kycStatus: 'On hold' }).map((p) => p.text)).toEqual([KYC_VALIDATION_MESSAGES.onHold]);
    expect(investorProblems({ ...ok, kyc: 'On hold' }, { ...NO_COMPLIANCE, kycStatus: 'Rejected' })).toEqual([
      { code: 'kyc', text: KYC_VALIDATION_MESSAGES.rejected, severity: 'refuse', fix: 'ekyc' },
    ]);
    // The fund house's "not compliant" stands whatever the registrar's status.
    expect(investorProblems({ ...ok, kyc: 'Not compliant' }, { ...NO_COMPLIANCE, kycStatus: 'Validated' }).map((p) => p.text)).toEqual([BLOCK_TEXTS.kycNotCompliant]);
  });

  it('no nomination declared: the nomination refusal, fixed on the new folio\'s order', () => {
    expect(brief({ nomination: 'none' })).toEqual([{ code: 'nomination', text: NOMINATION_MESSAGE, severity: 'refuse', fix: 'nomination' }]);
  });

  it("contacts that are the distributor's own: the folio-contact refusals, each", () => {
    expect(brief({ sharedEmail: true, sharedMobile: true })).toEqual([
      { code: 'shared-contact', text: FOLIO_CONTACT_MESSAGES.email, severity: 'refuse', fix: 'contact-update' },
      { code: 'shared-contact', text: FOLIO_CONTACT_MESSAGES.mobile, severity: 'refuse', fix: 'contact-update' },
    ]);
  });

  it('a debit freeze names its folio, and only the investor lifts it', () => {
    expect(held({ frozenFolios: ['10678051', '10678052'] })).toEqual([
      { code: 'debit-freeze', text: `Folio 10678051: ${DEBIT_FREEZE_MESSAGE}`, severity: 'refuse', fix: 'investor', folio: '10678051' },
      { code: 'debit-freeze', text: `Folio 10678052: ${DEBIT_FREEZE_MESSAGE}`, severity: 'refuse', fix: 'investor', folio: '10678052' },
    ]);
  });

  it("OTP-based e-KYC: the rupees left this year as information; nothing left is the limit's refusal", () => {
    expect(brief({ otpEkyc: { left: 50_000 } })).toEqual([
      { code: 'ekyc-limit', text: 'OTP-based e-KYC (at most ₹50,000 a year in this fund house): ₹50,000 left this financial year', severity: 'info', fix: 'ekyc' },
    ]);
    expect(held({ otpEkyc: { left: 12_500 } })[0]?.text).toBe(INVESTOR_PROBLEM_TEXTS.ekycHeadroom(12_500));
    expect(brief({ otpEkyc: { left: 0 } })).toEqual([{ code: 'ekyc-limit', text: OTP_EKYC_MESSAGE(0), severity: 'refuse', fix: 'ekyc' }]);
  });
});
