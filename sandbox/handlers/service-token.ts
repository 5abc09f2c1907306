import { serviceToken } from '../../server/fundhouse/endpoints/service-token';
import { findDistributorByArn } from '../db/distributors';
import { normaliseArn } from '../domains/links/links';
import { refuse, route } from '../router';
import { FUND_CODE } from '../seed/fixtures';

// The portal's service token for one ARN (docs/upstream-protocol.md, "Service tokens"): only with the
// portal's service key, only for an active distributor of the fund, and read-only (sandbox/api.ts
// refuses it on every path but SERVICE_TOKEN_PATHS). A wrong key and an unknown ARN answer alike.

const NOT_ALLOWED = 'Unauthorized Request';

const serviceTokenRoute = route(serviceToken, async (p, ctx) => {
  if (!ctx.tokens.serviceKeyMatches(p.ServiceKey) || p.Fund.trim() !== FUND_CODE) return refuse(NOT_ALLOWED);
  const user = await findDistributorByArn(ctx.db, normaliseArn(p.Arn));
  if (!user || user.status !== 'active') return refuse(NOT_ALLOWED);
  const holder = { userId: user.user_id, arn: user.arn, scope: 'service' as const };
  return {
    DtData: [{ token: await ctx.tokens.issue(holder), UserId: user.user_id, Email: user.email ?? '', ExpiresAt: ctx.tokens.expiry(holder).toISOString() }],
  };
});

export const serviceTokenRoutes = [serviceTokenRoute];
