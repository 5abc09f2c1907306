import 'server-only';
import { randomUUID } from 'node:crypto';
import { accountValidated } from '@/lib/rules/penny-drop';
import { pennyDrop, pennyDropResponse } from '../../fundhouse/endpoints/empanelment';
import { upstream } from '../../fundhouse/upstream';

// The penny-drop call both bank steps make (empanelment and the new investor's investment step); what
// its answer and its failures mean is the one rule in lib/rules/penny-drop.ts.

export interface PennyDropAsk {
  ifsc: string;
  accountNo: string;
  /** The holder's Indian mobile, or '' for none. */
  mobile: string;
  pan: string;
  name: string;
  fund: string;
  /** The ARN the registrar files the attempt under. */
  applicationId: string;
}

/** Whether the bank confirms the account with the Re 1 credit; an unreadable answer is a failure. */
export async function pennyDropValidates(ask: PennyDropAsk): Promise<boolean> {
  const answer = await upstream(pennyDrop, {
    IFSC: ask.ifsc, AccountNo: ask.accountNo, MobileNo: ask.mobile, PAN: ask.pan, InvestorName: ask.name,
    RequestKey: randomUUID(), RequestType: 'PennyDrop', Consent: 'Y', Fund: ask.fund, ApplicationId: ask.applicationId,
  });
  try {
    const parsed = pennyDropResponse.safeParse(JSON.parse(answer.Dtinformation[0]?.Response ?? ''));
    return parsed.success && accountValidated(parsed.data);
  } catch {
    return false;
  }
}
