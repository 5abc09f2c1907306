import 'server-only';
import { roleOf } from '@/lib/auth/portal-session';
import { fixesOwnTagging } from '@/lib/rules/team-roles';
import type { SchemeChoice } from '@/lib/api/transactions';
import { splitSchemePlan } from '@/lib/forms/links/scheme-link';
import { toSubArn } from '@/lib/forms/transaction-fields';
import { parseAmount } from '@/lib/money';
import { amountRuleOf } from '@/lib/rules/amount';
import type { DistributorAuth } from '../../auth/session';
import { env } from '../../env';
import { newPurchaseSchemes, otherSchemes } from '../../fundhouse/endpoints/purchase';
import { assetClasses } from '../../fundhouse/endpoints/schemes';
import { upstream } from '../../fundhouse/upstream';
import { flowBrokerCodes, flowFunds } from '../transactions/flow-reads';

// The lists the purchase forms are made of, in the portal's own shapes.

export type { SchemeChoice };

export interface FolioChoice {
  acno: string;
  /** Current value of the folio's holdings in rupees. */
  value: number;
  /** The schemes it holds units of, open for more purchase. */
  schemes: SchemeChoice[];
  /** Fully redeemed: not offered, and refused if sent (seed 001 section 4). */
  zeroBalance: boolean;
}

export async function purchaseCategories(folio?: string): Promise<string[]> {
  const answer = await upstream(assetClasses, { Fund: env().FUND_CODE, Folio: folio ?? '' });
  return [...new Set(answer.DtData.map((r) => r.CatValue.trim()).filter(Boolean))];
}

function choice(value: string, label: string, min: string, multiples: string): SchemeChoice | null {
  const rule = amountRuleOf(min, multiples);
  return rule && splitSchemePlan(value) ? { value, label, ...rule } : null;
}

const present = <T>(v: T | null): v is T => v !== null;

/** Schemes open for a new purchase in a category; a distributor transacts in regular plans only. */
export async function newPurchaseChoices(category: string): Promise<SchemeChoice[]> {
  const answer = await upstream(newPurchaseSchemes, { plntype: 'Regular', opt: 'S', schemetype: category, fund: env().FUND_CODE });
  return answer.Dtinformation.filter((r) => r.fm_plan === 'RG' && r.fm_newpur === 'Y')
    .map((r) => choice(r.Scheme_Plan, r.Scheme_Desc, r.MinAmt, r.multiples))
    .filter(present);
}

/** Schemes of a category a folio does not hold yet, with their new-purchase minimum. */
export async function otherSchemeChoices(auth: DistributorAuth, folio: string, category: string): Promise<SchemeChoice[]> {
  const fund = env().FUND_CODE;
  const answer = await upstream(
    otherSchemes,
    { schtype: 'Regular', category, acno: folio, fundCode: fund, customfund: fund, trantype: 'I' },
    { token: auth.token },
  );
  return answer.DtData.map((r) => choice(`${fund}~${r.fm_scheme}~${r.fm_plan}~${r.fm_option}`, r.fm_schdesc, r.MinAmt, r.multiples)).filter(present);
}

/** The investor's folios of this fund house, each marked whether it has a balance. */
export async function purchaseFolios(auth: DistributorAuth, pan: string): Promise<FolioChoice[]> {
  const fund = env().FUND_CODE;
  const answer = await flowFunds(auth, pan);
  const folios = new Map<string, FolioChoice>();
  for (const r of answer.DtData) {
    if (r.Fund.trim() !== fund) continue;
    const acno = r.Acno.trim();
    const folio = folios.get(acno) ?? { acno, value: 0, schemes: [], zeroBalance: true };
    folios.set(acno, folio);
    if ((parseAmount(r.BalUnits) ?? 0) <= 0) continue;
    folio.value += parseAmount(r.CurValue) ?? 0;
    folio.zeroBalance = false;
    const c = r.PurchaseFlag === 'Y' ? choice(`${r.Fund.trim()}~${r.Sch}~${r.Pln}~${r.Opt}`, r.SchDesc, r.MinAmt, r.multiples) : null;
    if (c) folio.schemes.push(c);
  }
  return [...folios.values()];
}

/** The EUINs a transaction may carry (of the Sub ARN when given), or null when the Sub ARN is not valid. */
export async function euinChoices(auth: DistributorAuth, subArnCode: string): Promise<string[] | null> {
  // An Adviser's orders carry their own EUIN (lib/rules/team.ts): it is the only one to choose.
  const own = auth.session.member?.euin;
  if (own && fixesOwnTagging(roleOf(auth.session))) return [own];
  const sub = toSubArn(subArnCode);
  const answer = await flowBrokerCodes(auth, sub);
  const euins = answer.DtData.map((r) => r.abm_agent.trim()).filter(Boolean);
  return sub && euins.length === 0 ? null : euins;
}
