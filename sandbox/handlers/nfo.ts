import type { z } from 'zod';
import { sendNfoLink } from '../../server/fundhouse/endpoints/nfo';
import { checkEuin, createLink, EUIN_MESSAGES, LINK_PATH_PREFIX, normaliseArn } from '../domains/links/links';
import { findScheme, istDay, schemeDescription } from '../domains/schemes/schemes';
import { replayByRef } from '../domains/transactions/request-replay';
import { ownTaggingRefusal } from '../domains/team/own-tagging';
import { refuse, route, signedIn, type HandlerContext } from '../router';
import { FUND_CODE } from '../seed/fixtures';
import { NFO_CODE_PATTERN, NFO_LINK_RULE_MESSAGES } from '../../lib/rules/nfo-link';
import { SUB_CODE_MAX } from '../../lib/rules/tagging';

// NFO links: an ARN link to a new fund offer's regular growth plan, given only while the offer is open
// on the registrar's day. The tagging rules are the link generators' and the portal form's.

export const NFO_MESSAGES = {
  otherArn: 'NFO links can be created for your own ARN only',
  notOpen: NFO_LINK_RULE_MESSAGES.notOpen,
  sameArn: NFO_LINK_RULE_MESSAGES.sameArn,
  invalidSubArn: 'Invalid Sub ARN Code',
  invalidSubBroker: 'Invalid Sub Broker Code',
  euinMandatory: NFO_LINK_RULE_MESSAGES.euinMandatory,
} as const;

// A repeat of a RequestRef (after a lost answer) is answered with the first link; no second link is made.
const sendNfoLinkRoute = route(sendNfoLink, async (params, ctx) =>
  replayByRef(ctx.db, { arn: signedIn(ctx).arn, path: sendNfoLink.path, requestRef: params.RequestRef }, () => makeNfoLink(params, ctx), (a) => 'DtData' in a),
  { needs: 'initiate' },
);

async function makeNfoLink(params: z.output<typeof sendNfoLink.params>, ctx: HandlerContext) {
  const caller = signedIn(ctx);
  if (normaliseArn(params.arncode) !== caller.arn || params.fund.trim() !== FUND_CODE) return refuse(NFO_MESSAGES.otherArn);
  const notOwn = ownTaggingRefusal(caller, { euin: params.euinflag === 'N' ? params.euincode : null, subBroker: params.subbroker });
  if (notOwn) return refuse(notOwn);
  const scheme = await findScheme(ctx.db, { fund: FUND_CODE, scheme: params.scheme.trim(), plan: 'RG', option: 'G' });
  const today = istDay(ctx.clock.now());
  if (!scheme?.nfo || !scheme.nfo_open || !scheme.nfo_close || scheme.nfo_open > today || scheme.nfo_close < today) return refuse(NFO_MESSAGES.notOpen);
  const subArn = params.subarn.trim() ? normaliseArn(params.subarn) : null;
  if (subArn && !/^ARN-\d{1,16}$/.test(subArn)) return refuse(NFO_MESSAGES.invalidSubArn);
  if (subArn === caller.arn) return refuse(NFO_MESSAGES.sameArn);
  const subBroker = params.subbroker.trim();
  if (subBroker && (!NFO_CODE_PATTERN.test(subBroker) || subBroker.length > SUB_CODE_MAX)) return refuse(NFO_MESSAGES.invalidSubBroker);
  let euin: string | null = null;
  if (params.euinflag === 'N') {
    if (!params.euincode.trim()) return refuse(NFO_MESSAGES.euinMandatory);
    const verdict = await checkEuin(ctx.db, caller.arn, params.euincode);
    if (verdict !== EUIN_MESSAGES.valid) return refuse(verdict);
    euin = params.euincode.trim().toUpperCase();
  }
  const link = await createLink(ctx.db, {
    kind: 'scheme',
    arn: caller.arn,
    subBroker: subArn ?? (subBroker || null),
    euin,
    fund: FUND_CODE,
    scheme: { scheme: scheme.scheme, plan: scheme.plan, option: scheme.option },
    now: ctx.clock.now(),
  });
  const refno = link.slice(link.indexOf(LINK_PATH_PREFIX) + LINK_PATH_PREFIX.length);
  return { DtData: [{ refno, nfo_link: link, Scheme: schemeDescription(scheme) }] };
}

export const nfoRoutes = [sendNfoLinkRoute];
