import {
  CHHOTI_SIP_CODES, CHHOTI_SIP_MESSAGES, chhotiSipInvestorProblem, chhotiSipProblem, chhotiSipSchemeAllowed, type ChhotiSipInvestor, type ChhotiSipProblem,
} from '../../../lib/rules/chhoti-sip';
import type { Db } from '../../db/client';
import type { SchemeRow } from '../schemes/schemes';

// The registrar's side of Chhoti SIP (lib/rules/chhoti-sip.ts): the scheme master's flag, the PAN's
// standing (new to mutual funds, fewer than three Chhoti SIPs) and /SIPSave's refusals, each with its
// reason code. Both counts run over every fund house this registrar keeps, as the real limits run
// across fund houses.

/** SEBI's category of a scheme where it bars a Chhoti SIP; the category the master keeps otherwise. */
const KIND_OF_SCHEME: Readonly<Record<string, string>> = { MC: 'Mid Cap', BK: 'Sectoral/Thematic' };
const KIND_OF_CATEGORY: Readonly<Record<string, string>> = { Debt: 'Debt', Liquid: 'Debt' };

export const schemeKind = (s: Pick<SchemeRow, 'scheme' | 'category'>): string => KIND_OF_SCHEME[s.scheme] ?? KIND_OF_CATEGORY[s.category] ?? s.category;

/** The scheme master's flag as /getMasterSIP answers it: offered by the fund house and allowed by SEBI's categories. */
export const offersChhoti = (s: Pick<SchemeRow, 'scheme' | 'category' | 'chhoti_sip'>) => chhotiSipSchemeAllowed(s.chhoti_sip, schemeKind(s));

/** /SIPSave's payment modes as the rule names them: UAUTO is UPI AutoPay. */
const PAYMENT_OF: Readonly<Record<string, string>> = { ENACH: 'ENACH', UAUTO: 'UPI' };

/** Chhoti SIP registrations that still count: pending the investor's approval, or approved and not ended since. */
const COUNTED = `r.chhoti and t.state in ('P', 'A') and (s.ihno is null or s.status in ('Live', 'Paused'))`;

/** The PAN's Chhoti SIPs and its other investments (any SIP, purchase or holding that is not a Chhoti SIP's). */
export async function chhotiStanding(db: Db, pan: string): Promise<ChhotiSipInvestor> {
  const { rows } = await db.query<{ chhoti: number; other: number }>(
    `with chhoti as (
       select r.txn_ihno, r.sips_ihno, r.acno, r.scheme, r.plan, r.option, (${COUNTED}) as counted
         from sip_registrations r join txns_now t on t.ihno = r.txn_ihno left join sips s on s.ihno = r.sips_ihno
        where r.pan = $1 and r.chhoti
     )
     select (select count(*) from chhoti where counted)::int as chhoti,
       ((select count(*) from holdings h join folios f on f.acno = h.acno
          where f.pan = $1 and not exists (select 1 from chhoti c where c.acno = h.acno and c.scheme = h.scheme and c.plan = h.plan and c.option = h.option))
      + (select count(*) from sips s join folios f on f.acno = s.acno
          where f.pan = $1 and s.ihno not in (select sips_ihno from chhoti where sips_ihno is not null))
      + (select count(*) from txns_now t
          where t.pan = $1 and t.state in ('P', 'A') and t.trtype in ('New Purchase', 'Additional Purchase', 'SIP Registration')
            and t.ihno not in (select txn_ihno from chhoti)))::int as other`,
    [pan],
  );
  return { chhotiSips: rows[0]?.chhoti ?? 0, otherInvestments: rows[0]?.other ?? 0 };
}

export interface ChhotiRefusal {
  code: number;
  message: string;
}

export const chhotiRefusal = (problem: ChhotiSipProblem): ChhotiRefusal => ({ code: CHHOTI_SIP_CODES[problem], message: CHHOTI_SIP_MESSAGES[problem] });

/** Why the PAN may not take one more Chhoti SIP, or null. */
export async function chhotiInvestorRefusal(db: Db, pan: string): Promise<ChhotiRefusal | null> {
  const problem = chhotiSipInvestorProblem(await chhotiStanding(db, pan));
  return problem ? chhotiRefusal(problem) : null;
}

export interface ChhotiAsk {
  pan: string;
  mode: string;
  frequency: string;
  /** Null for a perpetual SIP. */
  installments: number | null;
  topUp: boolean;
  lumpsum: boolean;
}

/** Why the Chhoti SIP is refused, with the rule's code and words, or null. */
export async function chhotiSipRefusal(
  db: Db, a: ChhotiAsk, scheme: Pick<SchemeRow, 'scheme' | 'category' | 'chhoti_sip' | 'option'>, amount: number | null,
): Promise<ChhotiRefusal | null> {
  const problem = chhotiSipProblem({
    eligible: scheme.chhoti_sip, kind: schemeKind(scheme), option: scheme.option, payment: PAYMENT_OF[a.mode] ?? a.mode,
    frequency: a.frequency, amount, installments: a.installments, topUp: a.topUp, lumpsum: a.lumpsum,
  });
  return problem ? chhotiRefusal(problem) : chhotiInvestorRefusal(db, a.pan);
}
