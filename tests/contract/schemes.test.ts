import { describe, expect, it } from 'vitest';
import { assetClasses, schemeList } from '../../server/fundhouse/endpoints/schemes';
import { istDay, schemeRows, SIP_BARRED } from '../../sandbox/domains/schemes/schemes';
import { sandboxPerFile } from './sandbox-harness';

const h = sandboxPerFile();


const schemes = (Category: string, extra: { PlanType?: 'Regular' | 'Direct'; Trtype?: 'NEW' | 'SIP' } = {}) =>
  h.call(schemeList, { Fund: '117', Category, ...extra });

describe('GetAssetclass', () => {
  it('lists the categories of fund 117 in the registrar order', async () => {
    const answer = await h.call(assetClasses, { Fund: '117', Folio: '' });
    expect(answer.DtData.map((r) => r.CatValue)).toEqual(['Equity', 'ELSS', 'Hybrid', 'Debt', 'Liquid', 'Index']);
  });

  it('has no categories for another fund', async () => {
    expect((await h.call(assetClasses, { Fund: '999' })).DtData).toEqual([]);
  });
});

describe('GetSchemeList', () => {
  it('answers every plan and option of a category with Scheme_Plan as fund~scheme~plan~option', async () => {
    const rows = (await schemes('ELSS')).Dtinformation;
    expect(rows.map((r) => r.Scheme_Plan).sort()).toEqual(['117~TS~DR~D', '117~TS~DR~G', '117~TS~RG~D', '117~TS~RG~G']);
    const regularGrowth = rows.find((r) => r.Scheme_Plan === '117~TS~RG~G');
    expect(regularGrowth).toMatchObject({
      Scheme_Desc: 'ELSS Tax Saver Fund - Regular Plan - Growth',
      Category: 'ELSS',
      PlanDesc: 'Regular',
      fm_scheme: 'TS',
      fm_plan: 'RG',
      fm_option: 'G',
      fm_optiondesc: 'Growth',
      MinAmt: '500',
      multiples: '500',
      SIPMinAmt: '500',
      SIPmultiples: '500',
      SIPAllowed: 'Y',
    });
  });

  it('narrows to regular or direct plans', async () => {
    const regular = (await schemes('Debt', { PlanType: 'Regular' })).Dtinformation;
    const direct = (await schemes('Debt', { PlanType: 'Direct' })).Dtinformation;
    expect(regular.length).toBeGreaterThan(0);
    expect(regular.every((r) => r.fm_plan === 'RG' && r.PlanDesc === 'Regular')).toBe(true);
    expect(direct.every((r) => r.fm_plan === 'DR')).toBe(true);
    expect(direct).toHaveLength(regular.length);
  });

  it('keeps the SIP-barred schemes out of a SIP list and flags them in the others', async () => {
    const all = [...(await schemes('Debt')).Dtinformation, ...(await schemes('Index')).Dtinformation];
    const barred = all.filter((r) => r.SIPAllowed === 'N').map((r) => r.fm_scheme);
    expect([...new Set(barred)].sort()).toEqual([...SIP_BARRED].sort());
    const sip = [...(await schemes('Debt', { Trtype: 'SIP' })).Dtinformation, ...(await schemes('Index', { Trtype: 'SIP' })).Dtinformation];
    expect(sip.length).toBeGreaterThan(0);
    expect(sip.some((r) => (SIP_BARRED as readonly string[]).includes(r.fm_scheme))).toBe(false);
  });

  it('leaves out a scheme before and during its NFO, and lists it once the NFO has closed', async () => {
    const codes = async () => new Set((await schemes('Equity')).Dtinformation.map((r) => r.fm_scheme));
    expect(await codes()).not.toContain('MN'); // in its NFO
    expect(await codes()).not.toContain('BK'); // NFO not open yet
    expect(await codes()).toContain('LC');
    await h.admin('clock', { body: { advanceMinutes: 13 * 24 * 60 } });
    expect(await codes()).toContain('MN');
    expect(await codes()).not.toContain('BK');
  });

  it('gives schemes different minimums and multiples', async () => {
    const rows = (await schemes('Equity')).Dtinformation;
    expect(new Set(rows.map((r) => r.MinAmt)).size).toBeGreaterThan(1);
    expect(new Set(rows.map((r) => r.SIPMinAmt)).size).toBeGreaterThan(1);
    const debt = (await schemes('Debt')).Dtinformation;
    expect(new Set(debt.map((r) => r.multiples)).size).toBeGreaterThan(1);
  });

  it('answers no rows for an unknown category', async () => {
    expect((await schemes('Gold')).Dtinformation).toEqual([]);
  });
});

describe('scheme master seed', () => {
  it('has regular and direct plans with growth and IDCW options for every scheme, and one or two NFOs', () => {
    const now = new Date('2026-11-22T06:00:00Z');
    const rows = schemeRows(now);
    const byScheme = new Map<string, string[]>();
    for (const r of rows) byScheme.set(r.scheme, [...(byScheme.get(r.scheme) ?? []), `${r.plan}~${r.option}`]);
    for (const variants of byScheme.values()) expect(variants.sort()).toEqual(['DR~D', 'DR~G', 'RG~D', 'RG~G']);
    const nfos = rows.filter((r) => r.nfo && r.plan === 'RG' && r.option === 'G');
    expect(nfos.map((r) => [r.scheme, r.nfo_open, r.nfo_close])).toEqual([
      ['MN', istDay(now, -2), istDay(now, 12)],
      ['BK', istDay(now, 7), istDay(now, 21)],
    ]);
    expect(new Set(rows.map((r) => r.category)).size).toBeGreaterThanOrEqual(4);
  });
});
