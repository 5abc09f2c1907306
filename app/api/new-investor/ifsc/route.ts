import { z } from 'zod';
import type { IfscResponse } from '@/lib/api/new-investor';
import { BANK_STEP_MESSAGES } from '@/lib/forms/onboarding/new-investor-bank';
import { withSession } from '@/server/http/handler';
import { branchByIfsc } from '@/server/services/onboarding/new-investor-lists';

const body = z.object({ ifsc: z.string().trim().toUpperCase().regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, BANK_STEP_MESSAGES.ifsc) });

/** POST: the bank branch of an IFSC, or the seed's 'IFSC Not Found' refusal. */
export const POST = withSession({ needs: 'initiate', body }, async ({ body: b }, auth): Promise<IfscResponse> => branchByIfsc(auth, b.ifsc));
