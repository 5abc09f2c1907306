import { z } from 'zod';
import type { BanksResponse } from '@/lib/api/transactions';
import { withSession } from '@/server/http/handler';
import { bankChoices } from '@/server/services/redemption/redemption';

const query = z.object({ folio: z.string().regex(/^\d{1,20}$/) });

/** GET ?folio=…: the banks registered on the folio for the payout (GetRedemptionBankDeatils). */
export const GET = withSession({ needs: 'initiate', query }, async ({ query: q }, auth): Promise<BanksResponse> => ({ banks: await bankChoices(auth, q.folio) }));
