import 'server-only';
import { changePassword as changePasswordEndpoint } from '../../fundhouse/endpoints/auth';
import { upstream } from '../../fundhouse/upstream';
import { recordAudit } from '../../store/audit';
import { getDb } from '../../store/db';
import type { DistributorAuth } from '../../auth/session';

export async function changePassword(
  auth: DistributorAuth,
  input: { oldPassword: string; newPassword: string },
  from: { ip: string | null; userAgent: string | null },
): Promise<void> {
  await upstream(
    changePasswordEndpoint,
    { oldpassword: input.oldPassword, newPassword: input.newPassword, ReqBy: 'M', userid: auth.session.userId },
    { token: auth.token },
  );
  const db = await getDb();
  await recordAudit(db, {
    kind: 'password-change',
    userId: auth.session.userId,
    arn: auth.session.arn,
    ip: from.ip,
    userAgent: from.userAgent,
    detail: null,
    at: new Date(),
  });
}
