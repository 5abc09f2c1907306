import { empanelmentBankSchema } from '@/lib/forms/empanelment-bank';
import { readJson, withPublic } from '@/server/http/handler';
import { saveBank, type BankStepAnswer } from '@/server/services/empanelment-flow';

export type EmpanelmentBankResponse = BankStepAnswer;

export const POST = withPublic(async (req): Promise<EmpanelmentBankResponse> => {
  const input = empanelmentBankSchema.parse(await readJson(req));
  return saveBank(input);
});
