import type { z } from 'zod';
import type { submitPurchase } from '../../../server/fundhouse/endpoints/purchase';
import type { Db } from '../../db/client';
import { checkEuin, EUIN_MESSAGES, normaliseArn } from '../links/links';
import { findInBook, type BookReader } from '../investors/portfolio-investors';
import { purchasableScheme, type NewRequest, type PurchaseRequest } from './purchase';
import { orderRefusal, type OrderAsk } from '../transactions/order-checks';
import { savedNomination } from '../onboarding/new-investor-application';
import { activeArn, folioOfBook, holdsScheme } from './purchase-lists';
import { ZERO_BALANCE_MESSAGES } from '../../../lib/rules/zero-balance';
import { CONTACT_MESSAGES, CONTACT_PATTERNS } from '../../../lib/rules/contact';
import { TAGGING_MESSAGES } from '../../../lib/rules/tagging';
import { AMOUNT_MESSAGES } from '../../../lib/rules/amount';
import { NOMINEES_NOT_SAVED_MESSAGE } from '../../../lib/rules/nomination';

// The registrar's own checks of a purchase request. It trusts nothing the portal checked: the same
// rules run here and a broken one is refused with its message (error code 1).

export const PURCHASE_MESSAGES = {
  notFound: 'No Data Found',
  confirmed: 'This transaction has already been submitted',
  arn: 'Invalid ARN Code',
  folio: 'Invalid Folio',
  zeroBalance: ZERO_BALANCE_MESSAGES.additionalPurchase,
  scheme: 'Invalid Scheme',
  amount: 'Invalid Amount',
  minimum: AMOUNT_MESSAGES.minSubmit,
  multiples: AMOUNT_MESSAGES.multiples,
  sameArn: TAGGING_MESSAGES.sameArnSubmit,
  subArn: TAGGING_MESSAGES.subArnInvalid,
  subBroker: 'Invalid Sub Broker Code',
  euinMandatory: 'EUIN No is mandatory',
  name: CONTACT_MESSAGES.nameMandatory,
  email: CONTACT_MESSAGES.emailSubmit,
  mobile: CONTACT_MESSAGES.mobileInvalid,
  country: CONTACT_MESSAGES.countryInvalid,
} as const;

type Params = z.output<(typeof submitPurchase)['params']>;

export type PurchaseRefusal = { refused: string; code?: number };

export async function checkPurchase(db: Db, caller: BookReader, p: Params, now: Date): Promise<PurchaseRefusal | { request: NewRequest }> {
  const refuse = (refused: string): PurchaseRefusal => ({ refused });
  const callerArn = caller.arn;
  if (normaliseArn(p.ARNCode) !== callerArn) return refuse(PURCHASE_MESSAGES.arn);
  const investor = await findInBook(db, caller, p.PanNo);
  if (!investor) return refuse(PURCHASE_MESSAGES.notFound);
  if (!CONTACT_PATTERNS.name.test(p.InvestorName.trim())) return refuse(PURCHASE_MESSAGES.name);
  if (!CONTACT_PATTERNS.email.test(p.Email.trim())) return refuse(PURCHASE_MESSAGES.email);
  if (!CONTACT_PATTERNS.countryCode.test(p.CountryCode.trim())) return refuse(PURCHASE_MESSAGES.country);
  const indian = p.CountryCode.trim() === '+91';
  if (!(indian ? CONTACT_PATTERNS.indianMobile : CONTACT_PATTERNS.otherPhone).test(p.Mobile.trim())) return refuse(PURCHASE_MESSAGES.mobile);

  const fund = p.i_Fund.trim();
  const scheme = await purchasableScheme(db, { fund, scheme: p.i_Scheme.trim(), plan: p.i_Plan.trim(), option: p.i_Option.trim() }, now);
  if (!scheme) return refuse(PURCHASE_MESSAGES.scheme);

  let acno: string | null = null;
  let min = scheme.min_amount;
  if (p.trtype === 'ADD') {
    const folio = await folioOfBook(db, callerArn, p.i_Acno);
    if (!folio || folio.pan !== investor.pan || folio.fund !== fund) return refuse(PURCHASE_MESSAGES.folio);
    if (Number(folio.units) <= 0) return refuse(PURCHASE_MESSAGES.zeroBalance);
    acno = folio.acno;
    // More of a scheme the folio holds has the lower additional-purchase minimum.
    if (await holdsScheme(db, folio.acno, scheme)) min = scheme.add_min_amount;
  }
  const amountText = p.i_UntAmtValue.trim();
  if (!/^\d{1,10}$/.test(amountText) || Number(amountText) <= 0) return refuse(PURCHASE_MESSAGES.amount);
  const amount = Number(amountText);
  if (amount < min) return refuse(PURCHASE_MESSAGES.minimum(min));
  if (amount % scheme.multiples !== 0) return refuse(PURCHASE_MESSAGES.multiples(scheme.multiples));

  const subArn = p.SubbrokerArn.trim() ? normaliseArn(p.SubbrokerArn) : '';
  if (subArn === callerArn) return refuse(PURCHASE_MESSAGES.sameArn);
  if (subArn && (subArn.length > 24 || !(await activeArn(db, subArn)))) return refuse(PURCHASE_MESSAGES.subArn);
  if (p.Subbroker.trim().length > 20) return refuse(PURCHASE_MESSAGES.subBroker);
  let euin = '';
  if (p.EUINFlag === 'N') {
    euin = p.EuinCode.trim().toUpperCase();
    if (!euin) return refuse(PURCHASE_MESSAGES.euinMandatory);
    const verdict = await checkEuin(db, subArn || callerArn, euin);
    if (verdict !== EUIN_MESSAGES.valid) return refuse(verdict);
  }

  // A new folio's own nomination names what was saved for this investor; another's, or none saved, is refused.
  let nomination: NewRequest['nomination'] = null;
  if (p.trtype === 'NEW' && p.Nomslno) {
    nomination = await savedNomination(db, callerArn, investor.pan, Number(p.Nomslno));
    if (!nomination) return refuse(NOMINEES_NOT_SAVED_MESSAGE);
  }

  const request: NewRequest = {
    arn: callerArn, pan: investor.pan, fund, acno, trtype: p.trtype,
    scheme: scheme.scheme, plan: scheme.plan, option: scheme.option, amount: String(amount),
    inv_name: p.InvestorName.trim(), email: p.Email.trim(), mobile: p.Mobile.trim(), country_code: p.CountryCode.trim(),
    email_flag: p.fEmailFlag.trim(), mobile_flag: p.fMobileFlag.trim(),
    sub_arn: subArn, sub_broker: p.Subbroker.trim(), euin, euin_flag: p.EUINFlag, entered_by: p.i_entby.trim(), nomination,
  };
  const problem = await purchaseRefusal(db, request, now);
  return problem ?? { request };
}

/** What the registrar holds against a purchase request (lib/rules/order-problems.ts): on the request, and again on its confirmation. */
export async function purchaseRefusal(db: Db, r: NewRequest | PurchaseRequest, now: Date): Promise<PurchaseRefusal | null> {
  const ask: OrderAsk = {
    arn: r.arn, pan: r.pan, fund: r.fund, kind: 'purchase', acno: r.acno, into: { scheme: r.scheme, plan: r.plan, option: r.option },
    adding: Number(r.amount), contacts: { email: r.email, mobile: r.mobile, emailFlag: r.email_flag, mobileFlag: r.mobile_flag },
    euin: r.euin_flag === 'N' ? r.euin : null, mandate: null,
    ...(r.nomination ? { nomination: r.nomination } : {}),
  };
  const problem = await orderRefusal(db, ask, now);
  return problem ? { refused: problem.words, code: problem.code } : null;
}
