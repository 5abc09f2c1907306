import { newInvestorSchema } from '@/lib/forms/investor-search';
import { readJson, withSession } from '@/server/http/handler';
import { checkNewInvestor, type NewInvestorOutcome } from '@/server/services/investor-search';

export type NewInvestorRequest = { pan: string };
export type NewInvestorResponse = NewInvestorOutcome;

/** POST: the New Investor tab's PAN check: existing investor, new KYC-clear investor, or the KYC prompt. */
export const POST = withSession(async (req, auth): Promise<NewInvestorResponse> => {
  const { pan } = newInvestorSchema.parse(await readJson(req));
  return checkNewInvestor(auth, pan);
});
