import { z } from 'zod';
import type { StepSaved } from '@/lib/api/new-investor';
import { withSession } from '@/server/http/handler';
import { resumeJourney } from '@/server/services/onboarding/new-investor-resume';

const body = z.object({ ref: z.string().trim().regex(/^[A-Za-z0-9_-]{22}$/) });

/** POST: carries on a journey in progress in this browser; answers the step it stands at. */
export const POST = withSession({ needs: 'initiate', body }, async ({ body: b }, auth): Promise<StepSaved> => resumeJourney(auth, b.ref));
