import { describe, expect, it } from 'vitest';
import {
  euinValidationMirae,
  generateCustomizedLink,
  generateDistLinks,
  validateEuin,
} from '../../server/fundhouse/endpoints/links';
import { EUIN_MESSAGES } from '../../sandbox/domains/links/links';
import { LINK_MESSAGES } from '../../sandbox/handlers/links';
import { DEMO, EXPIRED, TXN } from '../../sandbox/seed/fixtures';
import { sandboxPerFile } from './sandbox-harness';

const h = sandboxPerFile();


const TODAY = '11/22/2026';

const schemeLink = (over: Partial<Parameters<typeof generateDistLinks.params.parse>[0]> = {}) =>
  h.call(generateDistLinks, {
    scheme: 'LC',
    plan: 'RG',
    opt: 'G',
    agentid: DEMO.arn,
    subbroker: '',
    euin: '',
    EUINFlag: 'YES',
    ...over,
  });

const customizedLink = (over: Partial<Parameters<typeof generateCustomizedLink.params.parse>[0]> = {}) =>
  h.call(generateCustomizedLink, { agentid: DEMO.arn, subbroker: '', euin: '', EUINFlag: 'YES', ...over });

/** The page behind a link, fetched from this sandbox whatever port the link names. */
async function openLink(link: string) {
  const url = new URL(link);
  const res = await fetch(`${h.sandbox.url}${url.pathname}`);
  return { status: res.status, type: res.headers.get('content-type'), html: await res.text() };
}

describe('Validate_Euin', () => {
  const check = (BroCode: string, Euin: string) => h.call(validateEuin, { BroCode, Euin, OutFlag: 'Y', TrDate: TODAY });

  it('answers Valid EUIN for an EUIN of the ARN', async () => {
    expect((await check(DEMO.arn, 'E123456')).Dtinformation).toEqual([{ Msg: EUIN_MESSAGES.valid }]);
    expect((await check(DEMO.arn, 'E234567')).Dtinformation[0]?.Msg).toBe('Valid EUIN');
    expect((await check(TXN.arn, 'E345678')).Dtinformation[0]?.Msg).toBe('Valid EUIN');
  });

  it('refuses an unknown or malformed EUIN, and one of another ARN', async () => {
    expect((await check(DEMO.arn, 'E999999')).Dtinformation[0]?.Msg).toBe('Invalid EUIN');
    expect((await check(DEMO.arn, 'X123456')).Dtinformation[0]?.Msg).toBe('Invalid EUIN');
    expect((await check(DEMO.arn, 'E345678')).Dtinformation[0]?.Msg).toBe('EUIN does not belong to the ARN');
  });
});

describe('Ktrack_EUINValidation_Mirae', () => {
  const check = (fund: string, euin: string, arn: string) => h.call(euinValidationMirae, { fund, euin, arn });

  it('answers true only for an EUIN of the ARN in fund 117', async () => {
    expect((await check('117', 'E123456', DEMO.arn)).Dtinformation).toEqual([{ Result: true }]);
    expect((await check('117', 'E345678', DEMO.arn)).Dtinformation[0]?.Result).toBe(false);
    expect((await check('117', 'E999999', DEMO.arn)).Dtinformation[0]?.Result).toBe(false);
    expect((await check('118', 'E123456', DEMO.arn)).Dtinformation[0]?.Result).toBe(false);
  });
});

describe('GenerateDistLinks', () => {
  it('makes a link the sandbox serves, describing the scheme and the ARN tagging', async () => {
    const answer = await schemeLink({ subbroker: 'ARN-778800', EUINFlag: 'NO', euin: 'E234567' });
    const link = answer.Dtinformation[0]?.Link ?? '';
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/invest\/[A-Za-z0-9_-]+$/);
    const page = await openLink(link);
    expect(page.status).toBe(200);
    expect(page.type).toContain('text/html');
    expect(page.html).toContain('Invest in Large Cap Fund - Regular Plan - Growth');
    expect(page.html).toContain(`${DEMO.arn} (${DEMO.name})`);
    expect(page.html).toContain('ARN-778800');
    expect(page.html).toContain('E234567');
  });

  it('makes a new link each time', async () => {
    const a = (await schemeLink()).Dtinformation[0]?.Link;
    const b = (await schemeLink()).Dtinformation[0]?.Link;
    expect(a).toBeTruthy();
    expect(a).not.toBe(b);
  });

  it.each([
    ['an unknown broker', { agentid: 'ARN-000001' }, LINK_MESSAGES.invalidBroker],
    ['an expired broker', { agentid: EXPIRED.arn }, 'Invalid Broker Code'],
    ['a sub broker equal to the broker', { subbroker: DEMO.arn }, 'Sub Broker Code should not be same as Broker Code'],
    ['a malformed sub broker', { subbroker: 'ARN-12X' }, 'Invalid Sub Broker Code'],
    ['EUIN NO without an EUIN', { EUINFlag: 'NO' as const }, 'EUIN Code is Mandatory'],
    ['an EUIN of another ARN', { EUINFlag: 'NO' as const, euin: 'E345678' }, 'EUIN does not belong to the ARN'],
    ['an unknown EUIN', { EUINFlag: 'NO' as const, euin: 'E999999' }, 'Invalid EUIN'],
    ['an unknown scheme', { scheme: 'ZZ' }, 'Invalid Scheme'],
    ['a direct plan', { plan: 'DR' }, 'ARN links can be generated for Regular plans only'],
    ['a scheme still in its NFO', { scheme: 'MN' }, 'Scheme is not open for subscription'],
  ])('answers a Message for %s', async (_, over, message) => {
    expect((await schemeLink(over)).Dtinformation).toEqual([{ Message: message }]);
  });

  it('ignores an EUIN when the declaration is YES', async () => {
    const link = (await schemeLink({ EUINFlag: 'YES', euin: 'E999999' })).Dtinformation[0]?.Link ?? '';
    const page = await openLink(link);
    expect(page.html).toContain('Not given');
    expect(page.html).not.toContain('E999999');
  });
});

describe('GenerateCustomizedLink', () => {
  it('makes a link to all open schemes, tagged with the ARN', async () => {
    const link = (await customizedLink({ EUINFlag: 'NO', euin: 'E123456' })).Dtinformation[0]?.Link ?? '';
    const page = await openLink(link);
    expect(page.status).toBe(200);
    expect(page.html).toContain(`Invest with ${DEMO.arn}`);
    expect(page.html).toContain('E123456');
    expect(page.html).toContain('Large Cap Fund');
    expect(page.html).toContain('ELSS Tax Saver Fund');
  });

  it.each([
    ['an unknown broker', { agentid: 'ARN-000001' }, 'Invalid Broker Code'],
    ['a sub broker equal to the broker', { subbroker: DEMO.arn }, 'Sub Broker Code should not be same as Broker Code'],
    ['an EUIN of another ARN', { EUINFlag: 'NO' as const, euin: 'E345678' }, 'EUIN does not belong to the ARN'],
  ])('answers a Message for %s', async (_, over, message) => {
    expect((await customizedLink(over)).Dtinformation).toEqual([{ Message: message }]);
  });
});

describe('link pages', () => {
  it('answer 404 for an unknown reference', async () => {
    const res = await fetch(`${h.sandbox.url}/invest/nothing-here`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Link not found');
  });

  it('leave other unknown paths as JSON 404s', async () => {
    const res = await fetch(`${h.sandbox.url}/no-such-path`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Not found' });
  });

  it('are gone after a reset', async () => {
    const link = (await customizedLink()).Dtinformation[0]?.Link ?? '';
    await h.sandbox.reset();
    expect((await openLink(link)).status).toBe(404);
  });
});
