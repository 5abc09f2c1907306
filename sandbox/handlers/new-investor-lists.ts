import { citiesByState, countries, mobileCountryCodes, relationships, states } from '../../server/fundhouse/endpoints/new-investor-lists';
import { route, signedIn } from '../router';

// The place and relationship masters the new-investor forms choose from, read from the sandbox's tables.

const countriesRoute = route(countries, async (_p, ctx) => {
  signedIn(ctx);
  const { rows } = await ctx.db.query<{ name: string }>(`select name from countries order by name <> 'India', name`);
  return { DtData: rows.map((r) => ({ country_name: r.name })) };
});

const mobileCodesRoute = route(mobileCountryCodes, async (_p, ctx) => {
  signedIn(ctx);
  const { rows } = await ctx.db.query<{ name: string; mobile_code: string }>(`select name, mobile_code from countries order by name <> 'India', name`);
  return { DtData: rows.map((r) => ({ country_name: r.name, mobile_code: r.mobile_code })) };
});

const statesRoute = route(states, async (_p, ctx) => {
  signedIn(ctx);
  const { rows } = await ctx.db.query<{ name: string }>('select name from states order by name');
  return { DtData: rows.map((r) => ({ state: r.name })) };
});

const citiesRoute = route(citiesByState, async (p, ctx) => {
  signedIn(ctx);
  const { rows } = await ctx.db.query<{ name: string }>('select name from cities where lower(state) = lower($1) order by name', [p.state.trim()]);
  return { DtData: rows.map((r) => ({ city: r.name })) };
});

const relationshipsRoute = route(relationships, async (_p, ctx) => {
  signedIn(ctx);
  const { rows } = await ctx.db.query<{ name: string }>('select name from relationships order by position');
  return { DtData: rows.map((r) => ({ rm_relation: r.name })) };
});

export const newInvestorListRoutes = [countriesRoute, mobileCodesRoute, statesRoute, citiesRoute, relationshipsRoute];
