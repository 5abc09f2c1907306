import 'server-only';
import { MAX_REVIEW_ROWS, type Profile } from '@/lib/api/account';
import { distributorDetails, SELF_DECLARATION_STATUS } from '../../fundhouse/endpoints/auth';
import { upstream } from '../../fundhouse/upstream';
import { env } from '../../env';
import { requireDistributor } from '../../auth/session';
import type { PortalSession } from '@/lib/auth/portal-session';

/** The signed-in distributor's profile (GetDistributorDetails), mapped to the portal's own shape. */
export async function getProfile(session: PortalSession): Promise<Profile> {
  const auth = await requireDistributor();
  if (auth.session.userId !== session.userId) throw new Error('session changed during the request');
  const answer = await upstream(
    distributorDetails,
    { Agent: session.arn, UserId: session.userId, customfund: env().FUND_CODE },
    { token: auth.token },
  );
  const row = answer.DtData[0];
  return {
    arn: session.arn,
    name: row?.Distributor_Name ?? session.name,
    city: row?.City?.trim() ?? '',
    mobile: row?.MobileNo?.trim() ?? '',
    email: row?.Email?.trim() ?? '',
    pan: row?.PAN?.trim() ?? '',
    reviews: answer.Table1.slice(0, MAX_REVIEW_ROWS).map((r) => ({
      fromYear: r.From_Year,
      toYear: r.To_Year,
      status: r[SELF_DECLARATION_STATUS],
    })),
  };
}
