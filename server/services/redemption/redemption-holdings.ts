import 'server-only';
import type { OutgoingFolio, OutgoingHolding } from '@/lib/api/transactions';
import { splitSchemePlan } from '@/lib/forms/links/scheme-link';
import { parseAmount } from '@/lib/money';
import { toUpstreamDate, upstreamToDisplay } from '@/lib/dates';
import type { DistributorAuth } from '../../auth/session';
import { env } from '../../env';
import { fundList } from '../../fundhouse/endpoints/purchase';
import { exitLoadCalc } from '../../fundhouse/endpoints/redemption';
import { GENERIC_UPSTREAM_MESSAGE } from '../../fundhouse/errors';
import { upstream } from '../../fundhouse/upstream';
import { fieldError, HttpError } from '../../http/handler';

// The outgoing side shared by redemption and switch: the investor's folios with the holdings open for
// the transaction, and the exit-load quote of an order. Zero-balance folios are left out of the
// choices (seed 001 section 4) and refused when sent anyway.

export type Outgoing = 'redemption' | 'switch';

export type { OutgoingFolio, OutgoingHolding };

export interface OutgoingBook {
  folios: OutgoingFolio[];
  /** Folios of the fund with no units left anywhere. */
  zeroBalance: string[];
}

export async function outgoingBook(auth: DistributorAuth, pan: string, purpose: Outgoing): Promise<OutgoingBook> {
  const fund = env().FUND_CODE;
  const answer = await upstream(fundList, { PAN: pan, Fund: fund, Agent: auth.session.arn, customfund: fund }, { token: auth.token });
  const folios = new Map<string, OutgoingFolio>();
  for (const r of answer.DtData) {
    if (r.Fund.trim() !== fund) continue;
    const folio = folios.get(r.Acno.trim()) ?? { acno: r.Acno.trim(), holdings: [] };
    folios.set(folio.acno, folio);
    const open = purpose === 'redemption' ? r.RedemptionFlag === 'Y' : r.SwitchFlag === 'Y';
    if (!open || !((parseAmount(r.BalUnits) ?? 0) > 0)) continue;
    folio.holdings.push({
      value: `${fund}~${r.Sch.trim()}~${r.Pln.trim()}~${r.Opt.trim()}`,
      label: r.SchDesc.trim(),
      balUnits: r.BalUnits.trim(),
      curValue: parseAmount(r.CurValue) ?? 0,
      nav: r.LastNAV.trim(),
      // The fund list dates its NAV DD/MM/YYYY; an MM/DD/YYYY date from another registrar reads the same.
      navDate: /^\d{2}\/\d{2}\/\d{4}$/.test(r.NAVDate.trim()) ? r.NAVDate.trim() : upstreamToDisplay(r.NAVDate),
      minAmount: parseAmount(r.RedMinAmt) ?? 0,
    });
  }
  const all = [...folios.values()];
  return { folios: all.filter((f) => f.holdings.length > 0), zeroBalance: all.filter((f) => f.holdings.length === 0).map((f) => f.acno) };
}


export interface OutgoingLookupMessages {
  folio: string;
  scheme: string;
  zeroBalance: string;
}

/** The folio and holding the form names, checked against the registrar's list; a refusal names the field. */
export async function requireHolding(auth: DistributorAuth, pan: string, purpose: Outgoing, sent: { folio: string; scheme: string }, m: OutgoingLookupMessages) {
  const book = await outgoingBook(auth, pan, purpose);
  const acno = sent.folio.trim();
  if (book.zeroBalance.includes(acno)) throw fieldError('folio', m.zeroBalance, 422);
  const folio = book.folios.find((f) => f.acno === acno);
  if (!folio) throw fieldError('folio', m.folio);
  const holding = folio.holdings.find((h) => h.value === sent.scheme);
  if (!holding) throw fieldError('scheme', m.scheme);
  return { folio, holding };
}

export interface ExitQuote {
  units: number;
  amount: number;
  percent: number;
  load: number;
  nav: string;
  navDate: string;
  remarks: string;
}

/** The exit load of selling `value` units (mode U) or rupees (mode A) of a holding today. */
export async function quoteExitLoad(auth: DistributorAuth, acno: string, holding: OutgoingHolding, mode: 'U' | 'A', value: string, ttrtype: 'R' | 'S'): Promise<ExitQuote> {
  const plan = splitSchemePlan(holding.value);
  if (!plan) throw new HttpError(400, { message: GENERIC_UPSTREAM_MESSAGE });
  const answer = await upstream(
    exitLoadCalc,
    {
      amount: mode === 'A' ? value : '0', units: mode === 'U' ? value : '0', Fund: plan.fund, scheme: plan.scheme, plan: plan.plan, opt: plan.option,
      acno, trdt: toUpstreamDate(new Date()), ttrtype,
    },
    { token: auth.token },
  );
  const row = answer.DtData[0];
  if (!row) throw new HttpError(502, { message: GENERIC_UPSTREAM_MESSAGE });
  return {
    units: parseAmount(row.Units) ?? 0,
    amount: parseAmount(row.Amount) ?? 0,
    percent: parseAmount(row.ExitLoad) ?? 0,
    load: parseAmount(row.ExitLoadAmount) ?? 0,
    nav: row.NAV.trim(),
    navDate: upstreamToDisplay(row.NAVDate),
    remarks: row.Remarks.trim(),
  };
}
