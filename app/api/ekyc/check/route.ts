import type { EkycCheckResponse } from '@/lib/api/ekyc';
import { ekycPanSchema } from '@/lib/forms/onboarding/ekyc';
import { withSession } from '@/server/http/handler';
import { checkEkycPan } from '@/server/services/onboarding/ekyc';

/** POST: whether the KRA holds this PAN as KYC-registered (then no e-KYC is needed). */
export const POST = withSession({ needs: 'resend', body: ekycPanSchema }, async ({ body }, auth): Promise<EkycCheckResponse> => checkEkycPan(auth, body.pan));
