import { beforeEach, describe, expect, it, vi } from 'vitest';

// Making an NFO link against a scripted registrar: a sub ARN the registrar does not know (its sub-broker
// check answers no EUIN) is refused before any link is asked for, whatever the form let through.

process.env.PORTAL_DATA_DIR = 'memory://';

vi.mock('@/server/fundhouse/upstream', async () => (await import('../support/scripted-upstream')).upstreamModule());

const { upstream } = await import('../support/scripted-upstream');
const { validateBrokerCode } = await import('@/server/fundhouse/endpoints/purchase');
const { sendNfoLink } = await import('@/server/fundhouse/endpoints/nfo');
const { createNfoLink } = await import('@/server/services/reports/reports');
const { HttpError } = await import('@/server/http/handler');
const { NFO_LINK_MESSAGES } = await import('@/lib/forms/links/nfo-link');

const auth = { token: 'upstream-token', session: { userId: 'demo@dit.test', arn: 'ARN-112233', name: 'Asha Menon', flag: 'N', lastLogin: '' } };
const FORM = { scheme: 'MN', arnCode: 'ARN-112233', subArnCode: '', subBrokerCode: '', euinDeclaration: 'YES' as const, euin: '' };

beforeEach(() => {
  upstream.reset();
  upstream.answerWith(validateBrokerCode, (p) => ({ DtData: p.SubAgentCd === 'ARN-445566' || !p.SubAgentCd ? [{ abm_name: 'Vikram Rao', abm_agent: 'E445566' }] : [] }));
  upstream.answerWith(sendNfoLink, (p) => ({ DtData: [{ refno: 'NFO1', nfo_link: `https://nfo.example/?arn=${p.arncode}&sub=${p.subarn}`, Scheme: 'MN' }] }));
});

describe('an NFO link', () => {
  it('is refused on the sub ARN field when the registrar does not know the sub ARN, and no link is asked for', async () => {
    for (const subArnCode of ['998877', 'ARN1122']) {
      const err = await createNfoLink(auth, { ...FORM, subArnCode }).then(() => null, (e: unknown) => e);
      expect(err).toBeInstanceOf(HttpError);
      expect((err as InstanceType<typeof HttpError>).body.fieldErrors).toEqual({ subArnCode: NFO_LINK_MESSAGES.subArnInvalid });
    }
    expect(upstream.paramsOf(sendNfoLink)).toEqual([]);
  });

  it('is made with a sub ARN the registrar knows, and without one', async () => {
    await expect(createNfoLink(auth, { ...FORM, subArnCode: '445566' })).resolves.toMatchObject({ refno: 'NFO1' });
    await expect(createNfoLink(auth, FORM)).resolves.toMatchObject({ refno: 'NFO1' });
    expect(upstream.paramsOf(sendNfoLink).map((p) => p.subarn)).toEqual(['ARN-445566', '']);
  });
});
