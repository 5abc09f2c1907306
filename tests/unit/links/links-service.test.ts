import { beforeEach, describe, expect, it, vi } from 'vitest';
import { withPeerAddress } from '@/server/http/peer-address.mjs';
import { euinValidationMirae, generateCustomizedLink, generateDistLinks, validateEuin } from '@/server/fundhouse/endpoints/links';
import { assetClasses, schemeList } from '@/server/fundhouse/endpoints/schemes';
import { HttpError } from '@/server/http/handler';

// The service against a scripted registrar: which calls it makes, with what, and what it makes of the answers.

vi.mock('@/server/fundhouse/upstream', async () => (await import('../support/scripted-upstream')).upstreamModule());
const { upstream } = await import('../support/scripted-upstream');
const takeAction = vi.fn(async () => ({ allowed: true }) as { allowed: true } | { allowed: false; retryAfterSeconds: number });
vi.mock('@/server/store/rate-limit', () => ({ takeAction: (...args: unknown[]) => takeAction(...(args as [])) }));
vi.mock('@/server/store/db', () => ({ getDb: async () => ({}) }));

const links = await import('@/server/services/links/links');

const tagging = { brokerCode: '112233', subBrokerCode: '445566', euinDeclaration: 'YES' as const, euin: '' };
const schemeInput = { ...tagging, category: 'Equity', scheme: '117~LC~RG~G' };

async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof HttpError) return err;
    throw err;
  }
  throw new Error('expected a refusal');
}

beforeEach(() => {
  upstream.reset();
  takeAction.mockClear();
});

describe('lists', () => {
  it('asks for fund 117 categories and regular-plan schemes', async () => {
    upstream.answer(assetClasses, { DtData: [{ CatValue: 'Equity' }, { CatValue: 'Debt' }, { CatValue: 'Equity' }] });
    upstream.answer(schemeList, {
      Dtinformation: [
        { Scheme_Plan: '117~LC~RG~G', Scheme_Desc: 'Large Cap Fund - Regular Plan - Growth', Category: 'Equity', PlanDesc: 'Regular', fm_scheme: 'LC', fm_plan: 'RG', fm_option: 'G', fm_optiondesc: 'Growth', MinAmt: 5000, multiples: 1, SIPMinAmt: 1000, SIPmultiples: 1, SIPAllowed: 'Y' },
      ],
    });
    expect(await links.linkCategories()).toEqual(['Equity', 'Debt']);
    expect(await links.linkSchemes('Equity')).toEqual([{ value: '117~LC~RG~G', label: 'Large Cap Fund - Regular Plan - Growth' }]);
    expect(upstream.calls.map((c) => c.params)).toEqual([{ Fund: '117' }, { Fund: '117', Category: 'Equity', PlanType: 'Regular' }]);
  });
});

describe('checkEuin', () => {
  const now = new Date('2026-01-05T20:00:00Z'); // already 6 January in India

  it('sends the ARN with its prefix, the EUIN with its E, and the date as MM/DD/YYYY in India', async () => {
    upstream.answer(validateEuin, { Dtinformation: [{ Msg: 'Valid EUIN' }] });
    expect(await links.checkEuin({ brokerCode: '112233', euin: '123456', form: 'scheme' }, now)).toEqual({ valid: true });
    expect(upstream.calls).toEqual([{ name: 'validateEuin', params: { BroCode: 'ARN-112233', Euin: 'E123456', OutFlag: 'Y', TrDate: '01/06/2026' } }]);
  });

  it("shows the registrar's message unless it is 'Valid EUIN'", async () => {
    upstream.answer(validateEuin, { Dtinformation: [{ Msg: 'EUIN does not belong to the ARN' }] });
    expect(await links.checkEuin({ brokerCode: '112233', euin: '345678', form: 'scheme' })).toEqual({
      valid: false,
      message: 'EUIN does not belong to the ARN',
      clear: false,
    });
  });

  it('asks the second check for the customized link, and clears the EUIN when it is not true', async () => {
    upstream.answer(validateEuin, { Dtinformation: [{ Msg: 'Invalid EUIN' }] });
    upstream.answer(euinValidationMirae, { Dtinformation: [{ Result: 'false' }] });
    expect(await links.checkEuin({ brokerCode: '112233', euin: '999999', form: 'customized' })).toEqual({
      valid: false,
      message: 'Invalid EUIN',
      clear: true,
    });
    expect(upstream.calls.find((c) => c.name === 'euinValidationMirae')?.params).toEqual({ fund: '117', euin: 'E999999', arn: 'ARN-112233' });
  });

  it("refuses (and clears) an EUIN the registrar accepts but the second check does not", async () => {
    upstream.answer(validateEuin, { Dtinformation: [{ Msg: 'Valid EUIN' }] });
    upstream.answer(euinValidationMirae, { Dtinformation: [] });
    expect(await links.checkEuin({ brokerCode: '112233', euin: '123456', form: 'customized' })).toEqual({
      valid: false,
      message: 'Invalid EUIN',
      clear: true,
    });
  });
});

describe('generateSchemeLink', () => {
  it('sends the split scheme value and the ARN tagging, and answers the link', async () => {
    upstream.answer(generateDistLinks, { Dtinformation: [{ Link: 'http://127.0.0.1:4010/invest/abc' }] });
    expect(await links.generateSchemeLink(schemeInput)).toBe('http://127.0.0.1:4010/invest/abc');
    expect(upstream.calls[0]?.params).toEqual({
      agentid: 'ARN-112233',
      subbroker: 'ARN-445566',
      euin: '',
      EUINFlag: 'YES',
      scheme: 'LC',
      plan: 'RG',
      opt: 'G',
    });
  });

  it('checks the EUIN first when the declaration is NO, and refuses on the field', async () => {
    upstream.answer(validateEuin, { Dtinformation: [{ Msg: 'Invalid EUIN' }] });
    const err = await refusal(links.generateSchemeLink({ ...schemeInput, euinDeclaration: 'NO', euin: '999999' }));
    expect(err.status).toBe(422);
    expect(err.body).toEqual({ message: 'Invalid EUIN', fieldErrors: { euin: 'Invalid EUIN' } });
    expect(upstream.names()).toEqual(['validateEuin']);
  });

  it('sends a valid EUIN with its E and the flag NO', async () => {
    upstream.answer(validateEuin, { Dtinformation: [{ Msg: 'Valid EUIN' }] });
    upstream.answer(generateDistLinks, { Dtinformation: [{ Link: 'https://links.example/x' }] });
    await links.generateSchemeLink({ ...schemeInput, euinDeclaration: 'NO', euin: '123456' });
    expect(upstream.calls[1]?.params).toMatchObject({ euin: 'E123456', EUINFlag: 'NO' });
  });

  it.each([
    ['Sub Broker Code should not be same as Broker Code', 'subBrokerCode'],
    ['Invalid Broker Code', 'brokerCode'],
    ['Invalid Scheme', 'scheme'],
    ['EUIN does not belong to the ARN', 'euin'],
  ])("puts the registrar's Message '%s' on %s", async (message, field) => {
    upstream.answer(generateDistLinks, { Dtinformation: [{ Message: message }] });
    const err = await refusal(links.generateSchemeLink(schemeInput));
    expect(err.body).toEqual({ message, fieldErrors: { [field]: message } });
  });

  it('refuses an answer with neither link nor message, and a link that is not http(s)', async () => {
    upstream.answer(generateDistLinks, { Dtinformation: [] });
    expect((await refusal(links.generateSchemeLink(schemeInput))).status).toBe(502);
    upstream.answer(generateDistLinks, { Dtinformation: [{ Link: 'javascript:alert(1)' }] });
    const err = await refusal(links.generateSchemeLink(schemeInput));
    expect(err.status).toBe(502);
    expect(err.body.message).toBe('Something went wrong ');
  });
});

describe('generateCustomizedLink', () => {
  it('sends the ARN tagging without a scheme', async () => {
    upstream.answer(generateCustomizedLink, { Dtinformation: [{ Link: 'http://127.0.0.1:4010/invest/xyz' }] });
    expect(await links.generateCustomizedLink({ ...tagging, subBrokerCode: '' })).toBe('http://127.0.0.1:4010/invest/xyz');
    expect(upstream.calls[0]?.params).toEqual({ agentid: 'ARN-112233', subbroker: '', euin: '', EUINFlag: 'YES' });
  });

  it('runs both EUIN checks when the declaration is NO', async () => {
    upstream.answer(validateEuin, { Dtinformation: [{ Msg: 'Valid EUIN' }] });
    upstream.answer(euinValidationMirae, { Dtinformation: [{ Result: true }] });
    upstream.answer(generateCustomizedLink, { Dtinformation: [{ Link: 'http://127.0.0.1:4010/invest/xyz' }] });
    await links.generateCustomizedLink({ ...tagging, euinDeclaration: 'NO', euin: 'E123456' });
    expect(upstream.names().sort()).toEqual(['euinValidationMirae', 'generateCustomizedLink', 'validateEuin']);
  });
});

describe('guardLinkRequests', () => {
  it('counts requests per client address and refuses with 429 past the limit', async () => {
    // The portal's server writes the socket address; a forwarded address from the client is not believed.
    withPeerAddress(() => undefined);
    await links.guardLinkRequests(new Headers({ 'x-portal-peer-address': '203.0.113.9', 'x-forwarded-for': '198.51.100.1' }));
    expect(takeAction).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ action: 'public-links' }), ['203.0.113.9'], expect.any(Date));
    takeAction.mockResolvedValueOnce({ allowed: false, retryAfterSeconds: 30 });
    const err = await refusal(links.guardLinkRequests(new Headers()));
    expect(err.status).toBe(429);
  });
});
