import { beforeEach, describe, expect, it } from 'vitest';
import { login } from '../../server/fundhouse/endpoints/auth';
import { kycDetails, panCheck, tinCountries, tinIdentityTypes, validateTin } from '../../server/fundhouse/endpoints/new-investor';
import { citiesByState, countries, mobileCountryCodes, relationships, states } from '../../server/fundhouse/endpoints/new-investor-lists';
import { UpstreamError } from '../../server/fundhouse/errors';
import { IMRAN_PAS, KARAN } from '../../sandbox/domains/onboarding/new-investor-data';
import { NEW_INVESTOR_CHECK_MESSAGES as M } from '../../sandbox/handlers/new-investor';
import { ANITA, DEMO, DEMO_PASSWORD, DEV, RAVI } from '../../sandbox/seed/fixtures';
import { sandboxPerFile } from './sandbox-harness';

const h = sandboxPerFile();
let token = '';
beforeEach(async () => {
  token = (await h.call(login, { ReqBy: 'D', username: DEMO.userId, password: DEMO_PASSWORD, nonce: '123456' })).DtData[0]?.token ?? '';
});
const as = () => ({ token });

/** YYYY-MM-DD → MM/DD/YYYY, the registrar's form. */
const mdy = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
const check = (over: Partial<Parameters<typeof h.call<typeof panCheck>>[1]> = {}) =>
  h.call(panCheck, { Pan: ANITA.pan, PanName: ANITA.name, PanDOB: mdy(ANITA.dob), TrxnType: 'New', Acno: '0', Branch: 'WB99', Fund: '117', ...over }, as()).then(
    (a) => a.DtData[0]!,
  );

describe('Ktrack_GetKYCaddress', () => {
  it("gives a registered PAN's KYC record with its date in the serialised form", async () => {
    const [row] = (await h.call(kycDetails, { pan: ANITA.pan }, as())).DtData;
    expect(row).toMatchObject({ name1: ANITA.name, app_pangno: ANITA.pan, email: ANITA.email, mobile: ANITA.mobile, country: 'India', app_cat: '11' });
    expect(row?.dob).toBe(`/Date(${Date.parse(`${ANITA.dob}T00:00:00+05:30`)})/`);
  });

  it('answers no rows for a KYC-blocked or unknown PAN', async () => {
    expect((await h.call(kycDetails, { pan: DEV.pan }, as())).DtData).toEqual([]);
    expect((await h.call(kycDetails, { pan: 'ZZZPZ9999Z' }, as())).DtData).toEqual([]);
  });
});

describe('Wrappermethod (PAN check)', () => {
  it('allows a holder whose name and date of birth match the PAN record', async () => {
    expect(await check()).toMatchObject({ Transaction_allow: 'Y', PASFlag: 'Y', PANFlag: 'Y', PanNameMatch: 'Y', PanDOBMatch: 'Y', JH1PANFlag: 'Y' });
  });

  it('reports a name the PAN record spells differently, and a wrong date of birth', async () => {
    expect(await check({ Pan: KARAN.pan, PanName: KARAN.kraName, PanDOB: mdy(KARAN.dob) })).toMatchObject({ Transaction_allow: 'N', PanNameMatch: 'N', PanDOBMatch: 'Y' });
    expect(await check({ PanDOB: '01/01/1990' })).toMatchObject({ Transaction_allow: 'N', PanNameMatch: 'Y', PanDOBMatch: 'N' });
  });

  it('reports a PAN not linked with Aadhaar (PAS) and a PAN the record does not know', async () => {
    expect(await check({ Pan: IMRAN_PAS.pan, PanName: IMRAN_PAS.name, PanDOB: mdy(IMRAN_PAS.dob) })).toMatchObject({
      Transaction_allow: 'N', PASFlag: 'N', PASRemarks: M.notLinked, PANFlag: 'Y',
    });
    expect(await check({ Pan: 'ZZZPZ9999Z' })).toMatchObject({ Transaction_allow: 'N', PANFlag: 'N', PANRemarks: M.panNotFound });
  });

  it('checks the joint holders and the guardian on their own flags', async () => {
    const answer = await check({
      JH1Pan: RAVI.pan, JH1Name: 'Ravi Verma', JH1DOB: mdy(RAVI.dob),
      JH2Pan: IMRAN_PAS.pan, JH2Name: IMRAN_PAS.name, JH2DOB: '02/02/1980',
      GuardianPan: 'ZZZPZ9999Z', GuardianName: 'Some One', GuardianDOB: '',
    });
    expect(answer).toMatchObject({
      Transaction_allow: 'N', PANFlag: 'Y',
      JH1PANFlag: 'Y', JH1NameMatch: 'N', JH1DOBMatch: 'Y',
      JH2PANFlag: 'N', JH2PANRemarks: M.notLinked, JH2DOBMatch: 'N',
      GuardianPANFlag: 'N', GuardianPANRemarks: M.panNotFound,
    });
  });

  it('refuses another fund and a caller without a token', async () => {
    await expect(check({ Fund: '118' })).rejects.toBeInstanceOf(UpstreamError);
    await expect(h.call(panCheck, { Pan: ANITA.pan, PanName: ANITA.name, PanDOB: '', TrxnType: 'New', Acno: '0', Branch: 'WB99', Fund: '117' })).rejects.toBeInstanceOf(
      UpstreamError,
    );
  });
});

describe('TIN lists and validation', () => {
  it('lists the countries and each one’s identification types', async () => {
    const countries = (await h.call(tinCountries, {}, as())).resData;
    expect(countries).toContainEqual({ countryName: 'United Arab Emirates', countryCode: 'AE' });
    expect((await h.call(tinIdentityTypes, { CountryCode: 'AE' }, as())).resData).toEqual([{ identificationType: 'Tax Registration Number', idTypeCode: 'TRN' }]);
    expect((await h.call(tinIdentityTypes, { CountryCode: 'ZZ' }, as())).resData).toEqual([]);
  });

  it("validates a number against its country's format", async () => {
    const valid = await h.call(validateTin, { CountryCode: 'AE', IdTypeCode: 'TRN', TINNo: '100123456789012', TINFormat: 'Individuals' }, as());
    expect(valid.statusCode).toBe('200');
    const bad = await h.call(validateTin, { CountryCode: 'AE', IdTypeCode: 'TRN', TINNo: '12345', TINFormat: 'Individuals' }, as());
    expect(bad).toEqual({ statusCode: '422', responseModel: [{ resMessage: M.tinFormat('Tax Registration Number') }], statusMessage: M.tinFailed });
    expect((await h.call(validateTin, { CountryCode: 'AE', IdTypeCode: 'SSN', TINNo: '1', TINFormat: 'Individuals' }, as())).responseModel[0]?.resMessage).toBe(M.tinType);
    expect((await h.call(validateTin, { CountryCode: 'ZZ', IdTypeCode: 'X', TINNo: '1', TINFormat: 'Individuals' }, as())).statusCode).toBe('404');
  });
});

describe('the new-investor lists', () => {
  it('lists the countries with India first, and each one’s mobile code', async () => {
    const names = (await h.call(countries, {}, as())).DtData.map((r) => r.country_name);
    expect(names[0]).toBe('India');
    expect(names).toEqual(expect.arrayContaining(['United Arab Emirates', 'United States of America', 'United Kingdom', 'Singapore']));
    const codes = (await h.call(mobileCountryCodes, {}, as())).DtData;
    expect(codes[0]).toEqual({ country_name: 'India', mobile_code: '+91' });
    expect(codes.find((c) => c.country_name === 'United Arab Emirates')?.mobile_code).toBe('+971');
  });

  it("lists India's states and the cities of one state, none for a state it does not know", async () => {
    const names = (await h.call(states, {}, as())).DtData.map((r) => r.state);
    expect(names).toHaveLength(36);
    expect(names).toEqual(expect.arrayContaining(['Maharashtra', 'Karnataka', 'Kerala', 'Delhi']));
    const cities = (await h.call(citiesByState, { state: 'Maharashtra' }, as())).DtData.map((r) => r.city);
    expect(cities).toEqual(expect.arrayContaining(['Mumbai', 'Pune']));
    expect(cities).not.toContain('Bengaluru');
    expect((await h.call(citiesByState, { state: 'Atlantis' }, as())).DtData).toEqual([]);
  });

  it('lists the relationships a nominee may have', async () => {
    const names = (await h.call(relationships, {}, as())).DtData.map((r) => r.rm_relation);
    expect(names.slice(0, 3)).toEqual(['Father', 'Mother', 'Spouse']);
    expect(names).toContain('Brother');
  });

  it('answers none of them without a token', async () => {
    await expect(h.call(states, {})).rejects.toBeInstanceOf(UpstreamError);
    await expect(h.call(citiesByState, { state: 'Kerala' })).rejects.toBeInstanceOf(UpstreamError);
  });
});
