import { BANK_MESSAGES, ifscLookupSchema } from '@/lib/forms/empanelment-bank';
import { HttpError, readJson, withPublic } from '@/server/http/handler';
import { lookupIfsc, type BankBranch } from '@/server/services/empanelment';

export type IfscLookupResponse = BankBranch;

export const POST = withPublic(async (req): Promise<IfscLookupResponse> => {
  const { ifsc } = ifscLookupSchema.parse(await readJson(req));
  const branch = await lookupIfsc(ifsc);
  if (!branch) throw new HttpError(404, { message: BANK_MESSAGES.ifscNotFound, fieldErrors: { ifsc: BANK_MESSAGES.ifscNotFound } });
  return branch;
});
