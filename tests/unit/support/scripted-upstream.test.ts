import { beforeEach, describe, expect, it } from 'vitest';
import { navGraph } from '@/server/fundhouse/endpoints/nav';
import { euinValidationMirae, validateEuin } from '@/server/fundhouse/endpoints/links';
import {
  GENERIC_UPSTREAM_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  UPLOAD_TOO_LARGE_MESSAGE,
  UpstreamError,
  type UpstreamErrorKind,
} from '@/server/fundhouse/errors';
import { scriptedUpstream } from './scripted-upstream';

// The scripted upstream must fail and answer the way the real client does, or the service tests that
// lean on it would prove the wrong thing.

const upstream = scriptedUpstream();
const euin = { BroCode: 'ARN-112233', Euin: 'E123456', OutFlag: 'Y' as const, TrDate: '01/06/2026' };
const graph = { Fund: '117', Scheme: 'LC', Plan: 'RG', Option: 'G', flag: '1M' as const };

async function failure(p: Promise<unknown>): Promise<UpstreamError> {
  const err = await p.then(() => null, (e: unknown) => e);
  expect(err).toBeInstanceOf(UpstreamError);
  return err as UpstreamError;
}

beforeEach(() => upstream.reset());

describe('scripted upstream', () => {
  it("reads a scripted answer through the declaration, defaults and transforms included", async () => {
    upstream.answer(euinValidationMirae, { Dtinformation: [{ Result: 'true' }] });
    expect(await upstream.call(euinValidationMirae, { fund: '117', euin: 'E1', arn: 'ARN-1' })).toEqual({ Dtinformation: [{ Result: true }] });
    upstream.answer(navGraph, {});
    expect(await upstream.call(navGraph, graph, { token: 't' })).toEqual({ DtData: [] });
  });

  it('answers from the parameters and records every call with its parameters and token', async () => {
    upstream.answerWith(validateEuin, (p) => ({ Dtinformation: [{ Msg: p.Euin }] }));
    expect((await upstream.call(validateEuin, euin)).Dtinformation[0]?.Msg).toBe('E123456');
    upstream.fail(navGraph, 'timeout');
    await failure(upstream.call(navGraph, graph, { token: 'tok' }));
    expect(upstream.calls).toEqual([
      { name: 'validateEuin', params: euin, token: undefined },
      { name: 'navGraph', params: graph, token: 'tok' },
    ]);
    expect(upstream.names()).toEqual(['validateEuin', 'navGraph']);
    expect(upstream.paramsOf(navGraph)[0]?.flag).toBe('1M');
  });

  it.each<[UpstreamErrorKind, string, number | undefined]>([
    ['timeout', GENERIC_UPSTREAM_MESSAGE, undefined],
    ['network', GENERIC_UPSTREAM_MESSAGE, undefined],
    ['http', GENERIC_UPSTREAM_MESSAGE, 500],
    ['unauthorized', SESSION_EXPIRED_MESSAGE, 401],
    ['too-large', UPLOAD_TOO_LARGE_MESSAGE, 413],
    ['malformed', GENERIC_UPSTREAM_MESSAGE, undefined],
    ['sealed', GENERIC_UPSTREAM_MESSAGE, undefined],
    ['schema', GENERIC_UPSTREAM_MESSAGE, undefined],
  ])('fails a call as %s, with the message the distributor sees', async (kind, message, status) => {
    upstream.fail(validateEuin, kind);
    const err = await failure(upstream.call(validateEuin, euin));
    expect([err.kind, err.userMessage, err.detail.status, err.detail.endpoint]).toEqual([kind, message, status, 'validateEuin']);
  });

  it("fails a call as the registrar's business refusal, with its message or the generic one", async () => {
    upstream.fail(validateEuin, 'business', 'No Data Found');
    expect(await failure(upstream.call(validateEuin, euin))).toMatchObject({ kind: 'business', userMessage: 'No Data Found' });
    upstream.fail(validateEuin, 'business');
    expect((await failure(upstream.call(validateEuin, euin))).userMessage).toBe(GENERIC_UPSTREAM_MESSAGE);
  });

  it('refuses as the real client does: an answer off the declaration, a signed-in call without a token', async () => {
    upstream.answer(navGraph, { DtData: [{ fn_fromdt: '2026-01-01', fn_nav: '1' }] });
    expect((await failure(upstream.call(navGraph, graph, { token: 't' }))).kind).toBe('schema');
    expect((await failure(upstream.call(navGraph, graph))).kind).toBe('unauthorized');
  });

  it('stops a test that calls something unscripted or passes parameters the declaration refuses', async () => {
    await expect(upstream.call(validateEuin, euin)).rejects.toThrow('unscripted call validateEuin');
    upstream.answer(validateEuin, {});
    await expect(upstream.call(validateEuin, { ...euin, TrDate: '2026-06-01' })).rejects.toThrow(/validateEuin called with parameters .*TrDate/);
  });
});
