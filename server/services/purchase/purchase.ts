import 'server-only';
import { ADDITIONAL_PURCHASE_MESSAGES, additionalPurchaseSchema, type AdditionalPurchaseValues } from '@/lib/forms/purchase/additional-purchase';
import { LUMPSUM_MESSAGES, lumpsumSchema, type LumpsumValues } from '@/lib/forms/purchase/lumpsum';
import { splitSchemePlan } from '@/lib/forms/links/scheme-link';
import { TAGGING_MESSAGES, toSubArn } from '@/lib/forms/transaction-fields';
import { DEFAULT_COUNTRY_CODE, FAMILY_DESCRIPTIONS, phoneDisplay, tenDigitMobile } from '@/lib/rules/contact';
import { formWithConfirm, transactPath } from '@/lib/transactions/routes';
import { NEW_FOLIO, SECTIONS, type ConfirmationView, type ConfirmResult } from '@/lib/transactions/confirmation';
import type { DistributorAuth } from '../../auth/session';
import { env } from '../../env';
import { purchaseConfirmation, saveDtr, submitPurchase, type PurchaseTrtype } from '../../fundhouse/endpoints/purchase';
import { GENERIC_UPSTREAM_MESSAGE, UpstreamError, upstreamFailure } from '../../fundhouse/errors';
import { upstream } from '../../fundhouse/upstream';
import { fieldError, HttpError, type CheckedInvestor } from '../../http/handler';
import { euinChoices, newPurchaseChoices, otherSchemeChoices, purchaseFolios, type SchemeChoice } from './purchase-lists';
import { defineKind } from '../../transactions/kind';
import { euin, into, rupees } from '../../transactions/order-question';
import { askedNomination } from '@/lib/forms/purchase/folio-nomination';
import { saveAskedNomination, type AskedNomination } from './folio-nomination';
import { saveTransactionDraft, type TransactionDraft } from '../transactions/transaction-drafts';
import { taggingRows } from '../transactions/summary-rows';

// Lumpsum and additional purchase (seed 001 section 4): the form's values are checked again here
// against the registrar's own figures, the request is recorded upstream, its confirmation data read
// back, and all of it kept in the draft for the confirm step. Confirming is SaveDTRWeb.

const SUMMARY_TITLES = { NEW: 'LUMPSUM SUMMARY', ADD: 'ADDITIONAL PURCHASE SUMMARY' } as const satisfies Record<PurchaseTrtype, string>;

const MODULE_NAME = 'Webile';
const INVESTOR_DISTRIBUTOR_FLAG = 'M';

/** The tagging the registrar will check: the Sub ARN must answer EUINs, and a chosen EUIN must be one of them. */
async function checkTagging(auth: DistributorAuth, v: { subArnCode: string; euinDeclaration: 'YES' | 'NO'; euin: string }) {
  const euins = await euinChoices(auth, v.subArnCode);
  if (euins === null) throw fieldError('subArnCode', TAGGING_MESSAGES.subArnInvalid);
  if (v.euinDeclaration === 'NO' && !euins.includes(v.euin.trim().toUpperCase())) throw fieldError('euin', TAGGING_MESSAGES.euinMandatory);
}

/** The form's values with the scheme's true minimum and multiple, parsed again by the form's schema. */
function withRule<T>(schema: { parse: (v: unknown) => T }, values: object, scheme: SchemeChoice): T {
  return schema.parse({ ...values, minAmount: String(scheme.min), multiples: String(scheme.multiples) });
}

interface Request {
  trtype: PurchaseTrtype;
  name: string;
  email: string;
  mobile: string;
  countryCode: string;
  emailFamily: string;
  mobileFamily: string;
  folio: string;
  scheme: SchemeChoice;
  amount: string;
  tagging: { subArnCode: string; subBrokerCode: string; euinDeclaration: 'YES' | 'NO'; euin: string };
  /** A new folio's own nomination, saved with the registrar first, and how the summary says it. */
  nomination?: AskedNomination;
}

async function record(auth: DistributorAuth, pan: string, r: Request): Promise<{ refno: string; view: ConfirmationView }> {
  const plan = splitSchemePlan(r.scheme.value)!;
  const fund = env().FUND_CODE;
  const call = { token: auth.token };
  const declared = r.tagging.euinDeclaration === 'YES';
  const answer = await upstream(submitPurchase, {
    InvestorName: r.name, i_entby: auth.session.userId, trtype: r.trtype, Desci: r.scheme.label, SubbrokerArn: toSubArn(r.tagging.subArnCode),
    ARNCode: auth.session.arn, EuinCode: declared ? '' : r.tagging.euin.trim().toUpperCase(), i_Userid: auth.session.userId,
    Mobile: tenDigitMobile(r.mobile, r.countryCode), PanNo: pan, Email: r.email.trim(), i_Acno: r.folio, Subbroker: r.tagging.subBrokerCode.trim(),
    i_Fund: fund, i_UntAmtValue: r.amount, EUINFlag: declared ? 'Y' : 'N', EuinValid: 'Y', i_Scheme: plan.scheme, i_Plan: plan.plan,
    i_Option: plan.option, i_oldihno: '', i_InvDistFlag: INVESTOR_DISTRIBUTOR_FLAG, ModuleName: MODULE_NAME, CountryCode: r.countryCode.trim(),
    fEmailFlag: r.emailFamily, fMobileFlag: r.mobileFamily, Nomslno: r.nomination?.nomId ?? '',
  }, call);
  const refno = answer.DtData[0]?.Refno;
  if (!refno) throw new HttpError(502, { message: GENERIC_UPSTREAM_MESSAGE });
  const shown = await upstream(purchaseConfirmation, { Trtype: r.trtype, fund, customfund: fund, Refno: refno, ModuleName: MODULE_NAME }, call);
  const row = shown.DtData[0];
  if (!row) throw new HttpError(502, { message: GENERIC_UPSTREAM_MESSAGE });
  const family = (code: string) => FAMILY_DESCRIPTIONS.find((f) => f.value === code)?.label ?? code;
  return {
    refno,
    view: {
      title: SUMMARY_TITLES[r.trtype],
      amount: Math.round(Number(row.Amount)),
      sections: [
        { title: SECTIONS.investor, rows: [
          { label: 'Investor Name', value: row.InvName, fact: 'investor' },
          { label: 'PAN', value: row.PAN },
          { label: 'Email ID', value: row.Email },
          { label: 'Email Family Description', value: family(r.emailFamily) },
          { label: 'Phone No', value: phoneDisplay(row.Mobile, row.CountryCode) },
          { label: 'Mobile Family Description', value: family(r.mobileFamily) },
        ] },
        { title: SECTIONS.transaction, rows: [
          { label: 'Transaction Type', value: r.trtype === 'NEW' ? 'New Purchase' : 'Additional Purchase' },
          { label: 'Scheme', value: row.SchemeDesc, fact: 'scheme' },
          { label: 'Folio', value: row.Acno.trim() || NEW_FOLIO, fact: 'folio' },
          ...(r.nomination ? [{ label: 'Nomination', value: r.nomination.shown }] : []),
        ] },
        { title: SECTIONS.distributor, rows: taggingRows({ arn: row.ARNCode, subArn: row.SubbrokerArn, subBroker: row.Subbroker, euin: row.EUINFlag === 'Y' ? '' : row.EuinCode }) },
      ],
    },
  };
}

export async function submitLumpsum(auth: DistributorAuth, investor: CheckedInvestor, input: LumpsumValues, confirmKey: string): Promise<void> {
  const { pan } = investor;
  // Contact details on record are locked: the record wins over whatever the browser sent.
  const locked = {
    ...input,
    arnCode: auth.session.arn,
    email: investor.email ?? input.email,
    ...(investor.mobile ? { mobile: investor.mobile, countryCode: DEFAULT_COUNTRY_CODE } : {}),
  };
  await saveTransactionDraft(auth, 'nfo-new-purchase', pan, { values: locked, confirmKey });
  const scheme = (await newPurchaseChoices(locked.category)).find((s) => s.value === locked.scheme);
  if (!scheme) throw fieldError('scheme', LUMPSUM_MESSAGES.schemeMandatory);
  const v = withRule(lumpsumSchema, locked, scheme);
  await checkTagging(auth, v);
  const nomination = await saveAskedNomination(auth, pan, v);
  const recorded = await record(auth, pan, {
    trtype: 'NEW', name: v.investorName.trim(), email: v.email, mobile: v.mobile, countryCode: v.countryCode, emailFamily: v.emailFamily,
    mobileFamily: v.mobileFamily, folio: '', scheme, amount: v.amount, tagging: v, nomination,
  });
  await saveTransactionDraft(auth, 'nfo-new-purchase', pan, { values: v, confirmKey, ...recorded });
}

export async function submitAdditionalPurchase(auth: DistributorAuth, investor: CheckedInvestor, input: AdditionalPurchaseValues, confirmKey: string): Promise<void> {
  const { pan } = investor;
  const given = { ...input, arnCode: auth.session.arn };
  await saveTransactionDraft(auth, 'additional-purchase', pan, { values: given, confirmKey });
  const folio = (await purchaseFolios(auth, pan)).find((f) => f.acno === given.folio.trim());
  if (!folio) throw fieldError('folio', ADDITIONAL_PURCHASE_MESSAGES.folioMandatory);
  // Zero-balance folios are not offered; one sent anyway is refused here before the registrar does.
  if (folio.zeroBalance) throw fieldError('folio', ADDITIONAL_PURCHASE_MESSAGES.zeroBalance);
  const schemes = given.schemeType === 'EXISTING' ? folio.schemes : await otherSchemeChoices(auth, folio.acno, given.category);
  const scheme = schemes.find((s) => s.value === given.scheme);
  if (!scheme) throw fieldError('scheme', ADDITIONAL_PURCHASE_MESSAGES.schemeMandatory);
  const v = withRule(additionalPurchaseSchema, given, scheme);
  await checkTagging(auth, v);
  if (!investor.email || !investor.mobile) throw new HttpError(422, { message: 'The investor has no e-mail or mobile number on record.' });
  const recorded = await record(auth, pan, {
    trtype: 'ADD', name: investor.name, email: investor.email, mobile: investor.mobile, countryCode: DEFAULT_COUNTRY_CODE,
    emailFamily: 'SE', mobileFamily: 'SE', folio: folio.acno, scheme, amount: v.amount, tagging: v,
  });
  await saveTransactionDraft(auth, 'additional-purchase', pan, { values: v, confirmKey, ...recorded });
}

/** SaveDTRWeb for a submitted purchase draft: the registrar's reference of the pending transaction. */
export async function confirmPurchase(auth: DistributorAuth, trtype: PurchaseTrtype, draft: TransactionDraft): Promise<ConfirmResult> {
  const fund = env().FUND_CODE;
  const answer = await upstream(
    saveDtr,
    { Trtype: trtype, fund, customfund: fund, Refno: draft.refno ?? '', ModuleName: MODULE_NAME, paymenttype: 'DIGITAL' },
    { token: auth.token },
  );
  const reference = answer.DtData[0]?.dd_refno?.trim();
  // An answer without the transaction says nothing of whether one was made.
  if (!reference) throw upstreamFailure('schema', { endpoint: saveDtr.name, cause: 'no dd_refno' });
  return { reference };
}

/** What became of a purchase request's confirmation: the transaction it made, or null when none was made. */
export async function purchaseOutcome(auth: DistributorAuth, trtype: PurchaseTrtype, refno: string): Promise<ConfirmResult | null> {
  const fund = env().FUND_CODE;
  try {
    const shown = await upstream(purchaseConfirmation, { Trtype: trtype, fund, customfund: fund, Refno: refno, ModuleName: MODULE_NAME }, { token: auth.token });
    const reference = shown.DtData[0]?.dd_refno?.trim();
    return reference ? { reference } : null;
  } catch (err) {
    // A request the registrar does not know cannot have been confirmed.
    if (err instanceof UpstreamError && err.kind === 'business') return null;
    throw err;
  }
}

export const lumpsumKind = defineKind({
  kind: 'nfo-new-purchase',
  type: 'nfo-new-purchase',
  title: 'Lumpsum',
  summaryTitle: SUMMARY_TITLES.NEW,
  ...formWithConfirm(transactPath('nfo-new-purchase')),
  schema: lumpsumSchema,
  clearedByTypesPage: false,
  navApplies: true,
  submit: submitLumpsum,
  confirm: (auth, draft) => confirmPurchase(auth, 'NEW', draft),
  outcome: { ref: (d) => d.refno ?? '', lookup: (auth, ref) => purchaseOutcome(auth, 'NEW', ref) },
  asks: ({ values: v }) => ({
    Kind: 'purchase', Acno: '', ...into(v.scheme), Amount: rupees(v.amount),
    Email: v.email.trim(), Mobile: tenDigitMobile(v.mobile, v.countryCode), EmailFlag: v.emailFamily, MobileFlag: v.mobileFamily, Euin: euin(v),
    // The new folio's own nomination, when the order carries one (saved with the request).
    Nomination: askedNomination(v),
  }),
});

export const additionalPurchaseKind = defineKind({
  kind: 'additional-purchase',
  type: 'additional-purchase',
  title: 'Additional Purchase',
  summaryTitle: SUMMARY_TITLES.ADD,
  ...formWithConfirm(transactPath('additional-purchase')),
  schema: additionalPurchaseSchema,
  clearedByTypesPage: false,
  navApplies: true,
  submit: submitAdditionalPurchase,
  confirm: (auth, draft) => confirmPurchase(auth, 'ADD', draft),
  outcome: { ref: (d) => d.refno ?? '', lookup: (auth, ref) => purchaseOutcome(auth, 'ADD', ref) },
  asks: ({ values: v }) => ({ Kind: 'purchase', Acno: v.folio.trim(), ...into(v.scheme), Amount: rupees(v.amount), Euin: euin(v) }),
});
