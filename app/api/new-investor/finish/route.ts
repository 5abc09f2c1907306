import type { StepSaved } from '@/lib/api/new-investor';
import { withSession } from '@/server/http/handler';
import { finishJourney } from '@/server/services/onboarding/new-investor-submit';

/** POST: Go To Dashboard: the journey's stored state is cleared. */
export const POST = withSession({ needs: 'initiate' }, async (_input, auth): Promise<StepSaved> => finishJourney(auth));
