import { beforeEach, describe, expect, it, vi } from 'vitest';
import { navGraph } from '@/server/fundhouse/endpoints/nav';
import { assetClasses, schemeList } from '@/server/fundhouse/endpoints/schemes';
import { HttpError } from '@/server/http/handler';
import type { WireRow } from '../support/scripted-upstream';

// The NAV service against a scripted registrar: the calls it makes and what it makes of the answers.

vi.mock('@/server/fundhouse/upstream', async () => (await import('../support/scripted-upstream')).upstreamModule());
const { upstream } = await import('../support/scripted-upstream');
const nav = await import('@/server/services/nav/nav');

const auth = {
  session: { userId: 'demo@dit.test', arn: 'ARN-112233', name: 'Asha Menon', flag: 'N', lastLogin: '' },
  token: 'upstream-token',
} as Parameters<typeof nav.navHistory>[0];

beforeEach(() => upstream.reset());

describe('navHistory', () => {
  it('asks for the scheme, plan, option and range of the chosen value with the distributor’s token', async () => {
    upstream.answer(navGraph, { DtData: [{ fn_fromdt: '20/11/2026', fn_nav: '12.3456' }] });
    const points = await nav.navHistory(auth, { scheme: '117~TS~DR~D', range: '3Y' });
    expect(upstream.calls).toEqual([
      { name: 'navGraph', params: { Fund: '117', Scheme: 'TS', Plan: 'DR', Option: 'D', flag: '3Y' }, token: 'upstream-token' },
    ]);
    expect(points).toEqual([{ date: '20/11/2026', nav: 12.3456 }]);
  });

  it('refuses another fund’s scheme without calling the registrar', async () => {
    const err = await nav.navHistory(auth, { scheme: '120~LC~RG~G', range: '1D' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).body.message).toBe('Please fill all the details to display NAV Graph/ NAV Table');
    expect(upstream.calls).toEqual([]);
  });
});

describe('toNavPoints', () => {
  it('keeps real days with positive NAVs, oldest first, one per day', () => {
    expect(
      nav.toNavPoints([
        { fn_fromdt: '02/01/2026', fn_nav: '11.5' },
        { fn_fromdt: '1/1/2026', fn_nav: '10' },
        { fn_fromdt: '31/02/2026', fn_nav: '12' },
        { fn_fromdt: '05/01/2026', fn_nav: '' },
        { fn_fromdt: '06/01/2026', fn_nav: '0' },
        { fn_fromdt: '02/01/2026', fn_nav: '11.75' },
        { fn_fromdt: '31/12/2025', fn_nav: '9.9' },
      ]),
    ).toEqual([
      { date: '31/12/2025', nav: 9.9 },
      { date: '01/01/2026', nav: 10 },
      { date: '02/01/2026', nav: 11.75 },
    ]);
  });
});

describe('navSchemes and navCategories', () => {
  it('lists every plan and option of the category, of this fund only', async () => {
    const row = (Scheme_Plan: string, Scheme_Desc: string): WireRow<typeof schemeList, 'Dtinformation'> => ({
      Scheme_Plan, Scheme_Desc, Category: 'ELSS', PlanDesc: '', fm_scheme: '', fm_plan: '', fm_option: '', fm_optiondesc: '',
      MinAmt: 500, multiples: 500, SIPMinAmt: 500, SIPmultiples: 500, SIPAllowed: 'Y',
    });
    upstream.answer(schemeList, {
      Dtinformation: [row('117~TS~RG~G', 'ELSS Tax Saver Fund - Regular Plan - Growth '), row('117~TS~DR~D', 'ELSS - Direct - IDCW'), row('120~XX~RG~G', 'Other')],
    });
    expect(await nav.navSchemes('ELSS')).toEqual([
      { value: '117~TS~RG~G', label: 'ELSS Tax Saver Fund - Regular Plan - Growth' },
      { value: '117~TS~DR~D', label: 'ELSS - Direct - IDCW' },
    ]);
    expect(upstream.calls[0]).toMatchObject({ name: 'schemeList', params: { Fund: '117', Category: 'ELSS' } });
  });

  it('lists the categories once each', async () => {
    upstream.answer(assetClasses, { DtData: [{ CatValue: 'Equity' }, { CatValue: ' Debt ' }, { CatValue: 'Equity' }] });
    expect(await nav.navCategories()).toEqual(['Equity', 'Debt']);
  });
});
