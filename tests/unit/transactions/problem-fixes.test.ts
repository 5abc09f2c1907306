import { describe, expect, it } from 'vitest';
import { toResult } from '../../../components/bff/client';
import { fixOfRefusal, REFUSALS, refusalOf } from '../../../lib/rules/registrar-problem';
import { FIX_LABELS, fixLinkOf, STEP_FIX_LABELS } from '../../../lib/transactions/problem-fixes';
import { withRefusalFix } from '../../../server/transactions/refusal-fix';
import { businessFailure, upstreamFailure } from '../../../server/fundhouse/errors';
import { HttpError } from '../../../server/http/handler';
import { formOfDraft, orderAsked } from '../../../server/transactions/order-asked';

// Each refusal's fix, the link the portal gives for it, and the refusal that reaches the distributor
// after a submit or Confirm with the same link.

const AT = { pan: 'BRGPG7012K', f: 'sealed.token', formHref: '/new-transaction/nfo-new-purchase/digital/transact?f=sealed.token' };

describe('the fix of each refusal (lib/rules/registrar-problem.ts)', () => {
  it('names one fix per reason code, and a rule refusing with the code carries it', () => {
    expect(fixOfRefusal(201)).toBe('existing-folio');
    expect(fixOfRefusal('202')).toBe('ekyc');
    expect(fixOfRefusal(211)).toBe('nomination');
    expect(fixOfRefusal(222)).toBe('contact-update');
    expect(fixOfRefusal(231)).toBe('ekyc');
    expect(fixOfRefusal(241)).toBe('investor');
    expect(fixOfRefusal(253)).toBe('mandate');
    expect(fixOfRefusal(261)).toBe('other-scheme');
    expect(fixOfRefusal(271)).toBe('execution-only');
    // The seeds' own refusals (code 1) and anything unknown have none.
    expect(fixOfRefusal(1)).toBeNull();
    expect(fixOfRefusal(undefined)).toBeNull();
    expect(new Set(Object.values(REFUSALS).map((r) => r.code)).size).toBe(Object.keys(REFUSALS).length);
    expect(refusalOf(241, 'words')).toEqual({ code: 241, words: 'words', severity: 'refuse', fix: 'investor' });
  });
});

describe('the link beside a problem (lib/transactions/problem-fixes.ts)', () => {
  it('leads to the screen that fixes it, with the flow token, and says so in words', () => {
    expect(fixLinkOf('ekyc', AT)).toEqual({ label: FIX_LABELS.ekyc, href: '/new-transaction/new-investor/ekyc/BRGPG7012K' });
    expect(fixLinkOf('existing-folio', AT)).toEqual({ label: 'Invest in an existing folio instead', href: '/new-transaction/additional-purchase/digital/transact?f=sealed.token' });
    // Only a new folio is held to a nomination, and the order's own form asks for it.
    expect(fixLinkOf('nomination', AT)).toEqual({ label: "Declare nominees or the opt-out on the new folio's order", href: AT.formHref });
    expect(fixLinkOf('contact-update', AT)?.href).toBe('/new-transaction/nct-type/digital/transact?f=sealed.token');
    expect(fixLinkOf('mandate', AT)).toEqual({ label: 'Register a mandate that covers this SIP', href: '/new-transaction/sip/digital/modes/enach-folios/eNACH?f=sealed.token' });
    for (const fix of ['execution-only', 'other-scheme', 'smaller-amount'] as const) expect(fixLinkOf(fix, AT)?.href).toBe(AT.formHref);
    expect(fixLinkOf('execution-only', AT)?.label).toBe('Change the order: declare it execution-only');
    // A debit freeze is the investor's to lift: words, no link.
    expect(fixLinkOf('investor', AT)).toEqual({ label: 'Only the investor can lift this, through MF Central; until then choose another folio.' });
    expect(fixLinkOf('none', AT)).toBeNull();
  });
});

describe('the link beside a problem of an order made over a journey\'s steps (FixPlace.steps)', () => {
  const steps = { 'contact-update': '/journey/applicant', 'execution-only': '/journey/scheme', 'existing-folio': '/e-kyc' } as const;
  const JOURNEY = { ...AT, f: '', steps };
  it('leads to the step where the thing is fixed, in its own words where the NCT does not apply', () => {
    expect(fixLinkOf('contact-update', JOURNEY)).toEqual({ label: STEP_FIX_LABELS['contact-update'], href: '/journey/applicant' });
    expect(fixLinkOf('execution-only', JOURNEY)).toEqual({ label: FIX_LABELS.executionOnly, href: '/journey/scheme' });
    expect(fixLinkOf('existing-folio', JOURNEY)).toEqual({ label: STEP_FIX_LABELS['existing-folio'], href: '/e-kyc' });
  });
  it('leaves a fix without a step, and every caller without steps, as before', () => {
    expect(fixLinkOf('ekyc', JOURNEY)).toEqual({ label: FIX_LABELS.ekyc, href: '/new-transaction/new-investor/ekyc/BRGPG7012K' });
    expect(fixLinkOf('investor', JOURNEY)).toEqual({ label: FIX_LABELS.investor });
    expect(fixLinkOf('none', JOURNEY)).toBeNull();
    expect(fixLinkOf('contact-update', AT)?.label).toBe(FIX_LABELS.contactUpdate);
  });
});

describe("a registrar's refusal with its fix (server/transactions/refusal-fix.ts)", () => {
  const at = { kind: 'nfo-new-purchase' as const, pan: AT.pan, f: AT.f };
  it("answers 422 with the registrar's words and the fix for one of this project's codes", () => {
    const err = withRefusalFix(businessFailure('KYC is Registered but not Validated', { code: '201' }), at);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).status).toBe(422);
    expect((err as HttpError).body).toEqual({ message: 'KYC is Registered but not Validated', fix: { label: FIX_LABELS.existingFolio, href: '/new-transaction/additional-purchase/digital/transact?f=sealed.token' } });
  });
  it("gives a SIP's mandate refusal the registration of its mode with the amount the SIP needs", () => {
    const err = withRefusalFix(businessFailure('SIP instalment amount should be less than the Mandate Amount 25,000', { code: '251' }), { kind: 'sip-upi', pan: AT.pan, f: AT.f, mandate: { kind: 'upi-mandate', amount: 30000 } });
    expect((err as HttpError).body).toMatchObject({ fix: { label: FIX_LABELS.mandate, href: '/new-transaction/sip/digital/modes/upi-folios/upi?f=sealed.token&amount=30000' } });
  });
  it("leaves the seeds' own refusals and every other failure as they were", () => {
    const seed = businessFailure('Minimum Amount should be 500', { code: '1' });
    expect(withRefusalFix(seed, at)).toBe(seed);
    const down = upstreamFailure('network', {});
    expect(withRefusalFix(down, at)).toBe(down);
  });
  it('reaches the browser only as a link inside the portal', () => {
    const ok = toResult(422, JSON.stringify({ message: 'x', fix: { label: 'Go', href: '/e-KYC' } }));
    expect(ok).toMatchObject({ ok: false, message: 'x', fix: { label: 'Go', href: '/e-KYC' } });
    const away = toResult(422, JSON.stringify({ message: 'x', fix: { label: 'Go', href: 'https://elsewhere.example' } }));
    expect(away).not.toHaveProperty('fix');
  });
});

describe('what the check before Confirm asks (server/transactions/order-asked.ts)', () => {
  const view = { title: 'T', amount: 0, sections: [] };
  it("asks of a new purchase its new folio, scheme, rupees, contacts and EUIN", () => {
    const values = {
      investorName: 'Rohit Gupta', email: 'rohit.gupta@example.com', mobile: '9847070121', countryCode: '+91', emailFamily: 'SE', mobileFamily: 'SE',
      category: 'ELSS', scheme: '117~TS~RG~G', amount: '1500', minAmount: '500', multiples: '500', arnCode: 'ARN-112233',
      subArnCode: '', subBrokerCode: '', euinDeclaration: 'NO', euin: 'e456789',
    };
    const asked = orderAsked('nfo-new-purchase', { values, view } as never);
    expect(asked).toMatchObject({ Kind: 'purchase', Acno: '', Scheme: 'TS', Plan: 'RG', Option: 'G', Amount: '1500', Email: 'rohit.gupta@example.com', EmailFlag: 'SE', Euin: 'E456789', Nomination: '' });
    // A new folio's own nomination, when the form asked for it: nominees, or the opt-out.
    const nominating = (over: object) => orderAsked('nfo-new-purchase', { values: { ...values, nominationAsked: true, wishNotToNominate: false, nominees: [], ...over }, view } as never)?.Nomination;
    expect(nominating({ nominees: [{ name: 'Asha Rao' }] })).toBe('nominees');
    expect(nominating({ wishNotToNominate: true, nominees: [{ name: 'Asha Rao' }] })).toBe('opted-out');
  });
  it('asks of a redemption in units its folio and scheme but no rupees; a mandate registration asks nothing', () => {
    const asked = orderAsked('redemption', { values: { folio: '10678051', scheme: '117~LC~RG~G', type: 'F', mode: 'U', value: '402.1' }, view } as never);
    expect(asked).toMatchObject({ Kind: 'redemption', Acno: '10678051', Scheme: 'LC', Amount: '' });
    expect(orderAsked('enach-mandate', { values: {}, view } as never)).toBeNull();
  });
  it("asks of a SIP on a mandate its mandate, dates and frequency, and its top-up's amount, frequency and dates as the form holds them", () => {
    const values = {
      mode: 'ENACH', sipType: 'NEW', folio: '10456721', scheme: '117~FC~RG~G', frequency: 'M', startDate: '10/01/2027', endDate: '10/06/2028', amount: '4000',
      euinDeclaration: 'YES', euin: '', topUp: 'Y', topUpFrequency: 'H', topUpAmount: '1000', topUpStart: '10/07/2027', topUpEnd: '10/01/2028',
    };
    const shown = { ...view, sections: [{ title: 'Mandate', rows: [{ label: 'UMR No', value: 'HDFC7000007117000007' }] }] };
    expect(orderAsked('sip-enach', { values, view: shown } as never)).toEqual({
      Kind: 'sip', Acno: '10456721', Scheme: 'FC', Plan: 'RG', Option: 'G', Amount: '4000', Euin: '', Umrn: 'HDFC7000007117000007',
      SipStart: '2027-01-10', SipEnd: '2028-06-10', Frequency: 'M', TopUpAmount: '1000', TopUpFrequency: 'H', TopUpStart: '2027-07-10', TopUpEnd: '2028-01-10',
    });
    // Without a top-up (its fields may still hold what was typed before it was switched off) none is asked.
    expect(orderAsked('sip-enach', { values: { ...values, topUp: 'N' }, view: shown } as never)).not.toHaveProperty('TopUpAmount');
  });
  it("asks of a live SIP's change its folio (from the summary), the scheme the instalments go into and the amount, and goes back to the form on that SIP", () => {
    const draft = {
      values: { ihno: '8000011', category: 'Equity', scheme: '117~AR~RG~G', frequency: 'M', sipDay: '10', sipDate: '10/01/2027', installments: '24', endDate: '10/12/2028', perpetual: false, amount: '7000', accepted: true },
      view: { title: 'SIP Modification Summary', amount: 7000, sections: [{ title: 'SIP', rows: [{ label: 'Folio', value: '10234561' }] }] },
    };
    expect(orderAsked('sip-modification', draft as never)).toEqual({ Kind: 'sip', Acno: '10234561', Scheme: 'AR', Plan: 'RG', Option: 'G', Amount: '7000' });
    expect(formOfDraft('sip-modification', draft as never, 'sealed.token')).toBe('/new-transaction/sip/digital/modes/sipModification?f=sealed.token&sip=8000011');
    expect(formOfDraft('redemption', { values: {}, view } as never, 'sealed.token')).toBe('/new-transaction/redemption/digital/transact?f=sealed.token');
  });
});
