import { z } from 'zod';
import type { StepSaved } from '@/lib/api/new-investor';
import { withSession } from '@/server/http/handler';
import { submitApplication } from '@/server/services/onboarding/new-investor-submit';

/** POST (idempotent): saves the nominees and submits the application, once; answers the confirmation. */
export const POST = withSession({ needs: 'initiate', body: z.unknown(), idempotent: true, initiates: 'new-investor' }, async ({ body }, auth): Promise<StepSaved> => submitApplication(auth, body));
