import { ACTION_NEEDS } from '@/lib/api/action-needs';
import type { EkycResponse } from '@/lib/api/ekyc';
import { ekycSchema } from '@/lib/forms/onboarding/ekyc';
import { withSession } from '@/server/http/handler';
import { startEkyc } from '@/server/services/onboarding/ekyc';

/** POST: starts an e-KYC: the IKYC mail to the investor (once per Idempotency-Key), or the address of the fund house's DKYC page. */
export const POST = withSession({ needs: ACTION_NEEDS.sendEkyc, body: ekycSchema, idempotent: true, initiates: 'ekyc-mail' }, async ({ body }, auth): Promise<EkycResponse> => startEkyc(auth, body));
