import {
  euinValidationMirae,
  generateCustomizedLink,
  generateDistLinks,
  validateEuin,
} from '../../server/fundhouse/endpoints/links';
import { findDistributorByArn } from '../db/distributors';
import { checkEuin, createLink, EUIN_MESSAGES, normaliseArn } from '../domains/links/links';
import { findScheme, openForSale } from '../domains/schemes/schemes';
import { route, type HandlerContext } from '../router';
import { FUND_CODE } from '../seed/fixtures';
import { ARN_LINK_RULE_MESSAGES } from '../../lib/rules/arn-link';

// Scheme and customized ARN links, and the EUIN checks. The registrar answers a refusal as a
// Message row rather than an error code, so the link generators do the same.

export const LINK_MESSAGES = {
  invalidBroker: 'Invalid Broker Code',
  invalidSubBroker: 'Invalid Sub Broker Code',
  sameBroker: ARN_LINK_RULE_MESSAGES.sameBroker,
  euinMandatory: ARN_LINK_RULE_MESSAGES.euinMandatory,
  invalidScheme: 'Invalid Scheme',
  directPlan: 'ARN links can be generated for Regular plans only',
  notOpen: 'Scheme is not open for subscription',
} as const;

const message = (Message: string) => ({ Dtinformation: [{ Message }] });

interface Tagging {
  arn: string;
  subBroker: string | null;
  euin: string | null;
}

/** The checks both generators share; a string is the refusal. */
async function checkTagging(ctx: HandlerContext, p: { agentid: string; subbroker: string; euin: string; EUINFlag: 'YES' | 'NO' }): Promise<Tagging | string> {
  const arn = normaliseArn(p.agentid);
  const distributor = /^ARN-\d{1,16}$/.test(arn) ? await findDistributorByArn(ctx.db, arn) : null;
  if (!distributor || distributor.status !== 'active') return LINK_MESSAGES.invalidBroker;
  const subBroker = p.subbroker.trim() ? normaliseArn(p.subbroker) : null;
  if (subBroker && !/^ARN-\d{1,16}$/.test(subBroker)) return LINK_MESSAGES.invalidSubBroker;
  if (subBroker === arn) return LINK_MESSAGES.sameBroker;
  if (p.EUINFlag === 'YES') return { arn, subBroker, euin: null };
  if (!p.euin.trim()) return LINK_MESSAGES.euinMandatory;
  const verdict = await checkEuin(ctx.db, arn, p.euin);
  return verdict === EUIN_MESSAGES.valid ? { arn, subBroker, euin: p.euin.trim().toUpperCase() } : verdict;
}

const schemeLinkRoute = route(generateDistLinks, async (params, ctx) => {
  const tagging = await checkTagging(ctx, params);
  if (typeof tagging === 'string') return message(tagging);
  const key = { fund: FUND_CODE, scheme: params.scheme.trim(), plan: params.plan.trim(), option: params.opt.trim() };
  const scheme = await findScheme(ctx.db, key);
  if (!scheme) return message(LINK_MESSAGES.invalidScheme);
  if (scheme.plan !== 'RG') return message(LINK_MESSAGES.directPlan);
  if (!openForSale(scheme, ctx.clock.now())) return message(LINK_MESSAGES.notOpen);
  const Link = await createLink(ctx.db, { kind: 'scheme', ...tagging, fund: FUND_CODE, scheme: key, now: ctx.clock.now() });
  return { Dtinformation: [{ Link }] };
});

const customizedLinkRoute = route(generateCustomizedLink, async (params, ctx) => {
  const tagging = await checkTagging(ctx, params);
  if (typeof tagging === 'string') return message(tagging);
  const Link = await createLink(ctx.db, { kind: 'customized', ...tagging, fund: FUND_CODE, now: ctx.clock.now() });
  return { Dtinformation: [{ Link }] };
});

const validateEuinRoute = route(validateEuin, async (params, ctx) => ({
  Dtinformation: [{ Msg: await checkEuin(ctx.db, params.BroCode, params.Euin) }],
}));

const euinValidationRoute = route(euinValidationMirae, async (params, ctx) => {
  const ok = params.fund.trim() === FUND_CODE && (await checkEuin(ctx.db, params.arn, params.euin)) === EUIN_MESSAGES.valid;
  return { Dtinformation: [{ Result: ok ? 'true' : 'false' }] };
});

export const linksRoutes = [schemeLinkRoute, customizedLinkRoute, validateEuinRoute, euinValidationRoute];
