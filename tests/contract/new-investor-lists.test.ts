import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { login } from '../../server/fundhouse/endpoints/auth';
import { citiesByState, countries, mobileCountryCodes, relationships, states } from '../../server/fundhouse/endpoints/new-investor-lists';
import { UpstreamError } from '../../server/fundhouse/errors';
import { DEMO, DEMO_PASSWORD } from '../../sandbox/seed/fixtures';
import { startHarness, type Harness } from './sandbox-harness';

let h: Harness;
let token = '';
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.sandbox.close();
});
beforeEach(async () => {
  await h.sandbox.reset();
  token = (await h.call(login, { ReqBy: 'D', username: DEMO.userId, password: DEMO_PASSWORD, nonce: '123456' })).DtData[0]?.token ?? '';
});
const as = () => ({ token });

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
