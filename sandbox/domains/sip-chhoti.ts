import { CHHOTI_SIP_MESSAGES, chhotiSipCountProblem, chhotiSipProblem } from '../../lib/rules/chhoti-sip';
import type { Db } from '../db/client';
import type { SchemeRow } from './schemes';

// The registrar's side of Chhoti SIP (lib/rules/chhoti-sip.ts): /SIPSave refuses one that breaks a
// condition, or that would be the PAN's fourth. The count runs over every fund house's SIPs this
// registrar keeps, as the real limit runs across fund houses.

/** /SIPSave's payment modes as the rule names them: UAUTO is UPI AutoPay. */
const PAYMENT_OF: Readonly<Record<string, string>> = { ENACH: 'ENACH', UAUTO: 'UPI' };

/** The PAN's Chhoti SIPs that still count: pending the investor's approval, or approved and not ended since. */
export async function chhotiSipsOf(db: Db, pan: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `select count(*)::int as n from sip_registrations r
       join txns_now t on t.ihno = r.txn_ihno
       left join sips s on s.ihno = r.sips_ihno
      where r.pan = $1 and r.chhoti and t.state in ('P', 'A') and (s.ihno is null or s.status in ('Live', 'Paused'))`,
    [pan],
  );
  return rows[0]?.n ?? 0;
}

export interface ChhotiAsk {
  pan: string;
  mode: string;
  frequency: string;
  topUp: boolean;
}

/** Why the Chhoti SIP is refused, in the rule's words, or null. */
export async function chhotiSipRefusal(db: Db, a: ChhotiAsk, scheme: Pick<SchemeRow, 'chhoti_sip' | 'option'>, amount: number | null): Promise<string | null> {
  const problem = chhotiSipProblem({
    eligible: scheme.chhoti_sip, option: scheme.option, payment: PAYMENT_OF[a.mode] ?? a.mode, frequency: a.frequency, amount, topUp: a.topUp,
  }) ?? chhotiSipCountProblem(await chhotiSipsOf(db, a.pan));
  return problem ? CHHOTI_SIP_MESSAGES[problem] : null;
}
