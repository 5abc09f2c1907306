import { describe, expect, it } from 'vitest';
import { FOLIO_CONTACT_CODES, FOLIO_CONTACT_MESSAGES, folioContactProblems } from '../../../lib/rules/folio-contacts';
import { FIX_LABELS, fixLinkOf, STEP_FIX_LABELS } from '../../../lib/transactions/problem-fixes';
import { businessFailure } from '../../../server/fundhouse/errors';
import { HttpError } from '../../../server/http/handler';
import { newInvestorAsked, newInvestorFixPlace } from '../../../server/services/onboarding/new-investor-check';
import { withRefusalFixAt } from '../../../server/transactions/refusal-fix';

// The check before the new investor's Submit: the question the journey's draft asks of the registrar (what
// the application would send, as an order that opens a folio) and where each refusal is fixed on the journey.

const PAN = 'AMNPV5512Q';
const holder = { pan: PAN, name: 'Anita Verma', email: 'rahul.pillai@ashamenon.in', emailFamily: 'SE', mobile: '9847023456', mobileFamily: 'SE' };
/** Rahul Pillai's, an EUIN holder of the distributor, as the registrar keeps them. */
const RAHULS = { emails: ['rahul.pillai@ashamenon.in'], mobiles: ['9847023456'] };
const lumpsum = { type: 'Lumpsum', scheme: '117~FC~RG~G', amount: '5000', euinDeclared: 'Y', euin: '', frequency: '', sipStart: '', sipEnd: '' };

describe("the question the journey's draft asks (newInvestorAsked)", () => {
  it('asks a lumpsum as a purchase into a new folio with the first holder\'s contacts and family descriptions, and no EUIN when execution-only', () => {
    const asked = newInvestorAsked(PAN, { 'applicant-details': { holders: [holder] }, 'scheme-details': lumpsum } as never);
    expect(asked).toMatchObject({
      Pan: PAN, Kind: 'purchase', Acno: '', Scheme: 'FC', Plan: 'RG', Option: 'G', Amount: '5000',
      Email: holder.email, Mobile: holder.mobile, EmailFlag: 'SE', MobileFlag: 'SE', Euin: '', SipStart: '', Frequency: '',
    });
  });
  it("gives the folio contacts rule what it needs: an EUIN holder's contacts as Self are refused in its words, as a spouse's they pass", () => {
    const rule = (h: typeof holder) => {
      const asked = newInvestorAsked(PAN, { 'applicant-details': { holders: [h] }, 'scheme-details': lumpsum } as never)!;
      const problems = folioContactProblems({ email: asked.Email ?? '', mobile: asked.Mobile ?? '', emailFlag: asked.EmailFlag ?? '', mobileFlag: asked.MobileFlag ?? '' }, RAHULS);
      return problems.map((p) => [p.code, p.words]);
    };
    expect(rule(holder)).toEqual([[FOLIO_CONTACT_CODES.email, FOLIO_CONTACT_MESSAGES.email], [FOLIO_CONTACT_CODES.mobile, FOLIO_CONTACT_MESSAGES.mobile]]);
    expect(rule({ ...holder, emailFamily: 'SP' })).toEqual([[FOLIO_CONTACT_CODES.mobile, FOLIO_CONTACT_MESSAGES.mobile]]);
    expect(rule({ ...holder, emailFamily: 'SP', mobileFamily: 'DP' })).toEqual([]);
    // No declaration at all is no relation either.
    expect(rule({ ...holder, emailFamily: '', mobileFamily: 'SE' })).toHaveLength(2);
  });
  it("asks an iSIP with its EUIN, period (ISO) and frequency; nothing before the applicant and scheme are saved", () => {
    const sip = { ...lumpsum, type: 'iSIP', amount: '1000', euinDeclared: 'N', euin: 'E456789', frequency: 'M', sipStart: '05/12/2026', sipEnd: '05/11/2027' };
    expect(newInvestorAsked(PAN, { 'applicant-details': { holders: [holder] }, 'scheme-details': sip } as never))
      .toMatchObject({ Kind: 'sip', Amount: '1000', Euin: 'E456789', SipStart: '2026-12-05', SipEnd: '2027-11-05', Frequency: 'M' });
    expect(newInvestorAsked(PAN, { 'scheme-details': lumpsum } as never)).toBeNull();
    expect(newInvestorAsked(PAN, { 'applicant-details': { holders: [holder] } } as never)).toBeNull();
  });
});

describe('where a refusal of the application is fixed (newInvestorFixPlace)', () => {
  it("sends contacts to the applicant's step, the EUIN and scheme to the scheme's step, the KYC to e-KYC", () => {
    const at = newInvestorFixPlace(PAN);
    expect(fixLinkOf('contact-update', at)).toEqual({ label: STEP_FIX_LABELS['contact-update'], href: '/new-investor-transaction/applicant-details' });
    expect(fixLinkOf('execution-only', at)).toEqual({ label: FIX_LABELS.executionOnly, href: '/new-investor-transaction/scheme-details' });
    expect(fixLinkOf('other-scheme', at)?.href).toBe('/new-investor-transaction/scheme-details');
    expect(fixLinkOf('ekyc', at)?.href).toBe(`/new-transaction/new-investor/ekyc/${PAN}`);
    expect(fixLinkOf('existing-folio', at)).toEqual({ label: STEP_FIX_LABELS['existing-folio'], href: `/new-transaction/new-investor/ekyc/${PAN}` });
  });
  it("turns the registrar's refusal of the submit into its words with the step's link; a seed's refusal passes unchanged", () => {
    const err = withRefusalFixAt(businessFailure("The folio's e-mail is the distributor's", { code: '221' }), newInvestorFixPlace(PAN));
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).body).toEqual({ message: "The folio's e-mail is the distributor's", fix: { label: STEP_FIX_LABELS['contact-update'], href: '/new-investor-transaction/applicant-details' } });
    const seed = businessFailure('Amount should be greater than or equal to 1000', { code: '1' });
    expect(withRefusalFixAt(seed, newInvestorFixPlace(PAN))).toBe(seed);
  });
});
