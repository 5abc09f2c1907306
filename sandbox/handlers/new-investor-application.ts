import { NEW_INVESTOR_AMOUNT_MESSAGES } from '../../lib/rules/new-investor-amount';
import { NOMINEES_NOT_SAVED_MESSAGE } from '../../lib/rules/nomination';
import { SHARE_MESSAGES } from '../../lib/rules/nominee-shares';
import {
  bankByIfsc, newInvestorApplicationByRequestRef, newInvestorLumpsumSubmit, type ApplicationParams, newInvestorSipSubmit, paymentBanks,
  saveNewInvestorNominees,
} from '../../server/fundhouse/endpoints/new-investor-application';
import type { Db } from '../db/client';
import { findIfsc } from '../domains/empanelment/empanelment';
import {
  applicationByRef, nomineesSaved, openApplication, PAYMENT_BANKS, recordApplicationRef, saveNominees, SIP_DAYS, SIP_FREQUENCIES,
  type Application,
} from '../domains/onboarding/new-investor-application';
import { orderRefusal } from '../domains/transactions/order-checks';
import { authorisationMail } from '../domains/transactions/portfolio-txns';
import { instalmentsThisYear } from '../domains/sip/sip-rules';
import { findScheme, istDay, openForSale, schemeDescription, SIP_BARRED } from '../domains/schemes/schemes';
import { sendMessage } from '../outbox';
import { ownTaggingRefusal } from '../domains/team/own-tagging';
import { refuse, route, signedIn, type HandlerContext, type Refusal } from '../router';
import { FUND_CODE } from '../seed/fixtures';
import { NOMINEES_MAX } from '../../lib/rules/regulations';
import { SIP_AMOUNT_MAX, SIP_INSTALLMENTS_MAX, SIP_LIMIT_MESSAGES } from '../../lib/rules/sip-limits';

// The new investor's application: bank and payment lists, the iSIP period, the nominee save and the
// submits, with the registrar's rules checked again here.

export const APPLICATION_MESSAGES = {
  wrongFund: 'Invalid fund',
  wrongArn: 'The ARN does not match the signed-in distributor',
  installments: SIP_LIMIT_MESSAGES.installments,
  frequency: 'Invalid SIP frequency',
  scheme: 'The scheme is not open for this transaction',
  regularOnly: 'Only regular plans are offered to a new investor through a distributor',
  minAmount: NEW_INVESTOR_AMOUNT_MESSAGES.minAmount,
  multiple: NEW_INVESTOR_AMOUNT_MESSAGES.multiple,
  maxSip: SIP_LIMIT_MESSAGES.amountMax,
  nominee: NOMINEES_NOT_SAVED_MESSAGE,
  already: 'This investor already holds a folio with you; use an additional purchase',
  submitted: 'This application has already been submitted',
  nomineesShare: SHARE_MESSAGES.exactly,
  nomineesMany: `At most ${NOMINEES_MAX} nominees may be registered`,
} as const;
const M = APPLICATION_MESSAGES;

const bankByIfscRoute = route(bankByIfsc, async (p, ctx) => {
  signedIn(ctx);
  const branch = await findIfsc(ctx.db, p.ifsc);
  if (!branch) return { Dtinformation: [] };
  // The directory keeps branch and city; the address lines, pin and MICR follow from them.
  const pin = String(400001 + (Number(branch.ifsc.slice(-4)) % 90));
  return {
    Dtinformation: [
      { bankname: branch.bank_name, bankadd1: branch.branch, bankadd2: `${branch.city} MAIN ROAD`, bankadd3: branch.city, bankcity: branch.city, bankpin: pin, micrno: `${pin.slice(0, 3)}002${branch.ifsc.slice(-3)}` },
    ],
  };
});

const paymentBanksRoute = route(paymentBanks, async (_p, ctx) => {
  signedIn(ctx);
  return { DtData: PAYMENT_BANKS.map((b) => ({ gb_Bankcode: b.code, gb_Bankname: b.name })) };
});

/** The answer to swpOptions with opt SIP (served by the systematic plans' route): iSIP frequencies, or a scheme's SIP days. */
export function isipOptions(p: { fund: string; astscheme?: string }): { Dtinformation: { FrequencyID?: string; Frequency?: string; Minimum_Instalment?: string; sip_cycleid?: string }[] } | string {
  if (p.fund !== FUND_CODE) return M.wrongFund;
  if (p.astscheme) {
    // A scheme barred from SIP has no SIP days.
    const barred = (SIP_BARRED as readonly string[]).includes(p.astscheme.trim().toUpperCase());
    return { Dtinformation: barred ? [] : SIP_DAYS.map((d) => ({ sip_cycleid: String(d) })) };
  }
  return { Dtinformation: SIP_FREQUENCIES.map((f) => ({ FrequencyID: f.id, Frequency: f.name, Minimum_Instalment: String(f.minInstallments) })) };
}

const saveNomineesRoute = route(saveNewInvestorNominees, async (p, ctx) => {
  const caller = signedIn(ctx);
  if (p.arn.trim().toUpperCase() !== caller.arn) return refuse(M.wrongArn);
  const wish = p.IWishToNominate === 'Y';
  if (p.nominees.length > NOMINEES_MAX) return refuse(M.nomineesMany);
  if (wish && p.nominees.length > 0) {
    const total = p.nominees.reduce((s, n) => s + Math.round(Number(n.sharePercentage) * 100), 0);
    if (total !== 10_000) return refuse(M.nomineesShare);
  }
  const nomId = await saveNominees(ctx.db, { arn: caller.arn, pan: p.pan.trim().toUpperCase(), wish, nominees: wish ? p.nominees : [] });
  return { Dtinformation: [{ nom_id: String(nomId) }] };
}, { needs: 'initiate' });

/** The checks both submits share; the application to open, or the refusal's message. */
async function application(ctx: HandlerContext, p: ApplicationParams, trtype: Application['trtype']): Promise<Application | string> {
  const caller = signedIn(ctx);
  if (String(p.i_fund) !== FUND_CODE) return M.wrongFund;
  if (p.i_disitributorid.trim().toUpperCase() !== caller.arn) return M.wrongArn;
  // The application names an EUIN and no sub-broker code.
  const euin = p.i_EUINflag === 'N' ? p.i_EUINno.trim().toUpperCase() : '';
  const notOwn = ownTaggingRefusal(caller, { euin });
  if (notOwn) return notOwn;
  // One application per caller's reference: a repeat is refused, and the look-up names the first.
  if (await applicationByRef(ctx.db, caller.arn, p.i_RequestRef)) return M.submitted;
  const pan = p.i_pangno.trim().toUpperCase();
  if (!(await nomineesSaved(ctx.db, caller.arn, pan, Number(p.Nomslno)))) return M.nominee;
  const held = await ctx.db.query('select 1 from folios where pan = $1 and arn = $2 and fund = $3', [pan, caller.arn, FUND_CODE]);
  if (held.rows.length > 0) return M.already;
  const scheme = await findScheme(ctx.db, { fund: FUND_CODE, scheme: p.i_scheme, plan: p.i_plan, option: p.i_option });
  if (!scheme || !openForSale(scheme, ctx.clock.now()) || (trtype === 'SIP Registration' && !scheme.sip_allowed)) return M.scheme;
  if (scheme.plan !== 'RG') return M.regularOnly;
  const amount = Number(p.i_amount);
  const [min, multiple] = trtype === 'SIP Registration' ? [scheme.sip_min_amount, scheme.sip_multiples] : [scheme.min_amount, scheme.multiples];
  if (!Number.isFinite(amount) || amount < min) return M.minAmount(min);
  if (amount % multiple !== 0) return M.multiple(multiple);
  if (trtype === 'SIP Registration' && amount > SIP_AMOUNT_MAX) return M.maxSip;
  const dob = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(p.i_dob.trim());
  return {
    arn: caller.arn, pan, name: p.i_fname.trim(), email: p.i_email.trim(), mobile: p.i_mobileno.trim(),
    dob: dob ? `${dob[3]}-${dob[1]}-${dob[2]}` : null, fatca: p.TINValidated1 === 'Y' || p.i_invcountry.trim() === 'India',
    taxStatus: p.i_category === '11' ? 'Individual' : 'NRI', fund: FUND_CODE, scheme: scheme.scheme, plan: scheme.plan, option: scheme.option,
    trtype, amount, euin: euin || null,
  };
}

const MDY = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const mdyToIso = (t: string) => (MDY.test(t.trim()) ? t.trim().replace(MDY, '$3-$1-$2') : null);

/**
 * What the registrar holds against the application as an order that opens a folio (lib/rules/order-problems.ts,
 * the same as /GetOrderProblems answers for a prospective investor): the KRA's status of the PAN, the
 * applicant's e-mail and mobile with the family descriptions it declares for them, the EUIN it names, the
 * scheme's suspension and the OTP-based e-KYC cap (a SIP: its instalments due this financial year). The
 * nomination is the application's own (saved under Nomslno, checked above). Null when nothing refuses.
 */
async function applicationRefusal(ctx: HandlerContext, p: ApplicationParams, a: Application, sip: { start: string; end: string; frequency: string } | null): Promise<Refusal | null> {
  const now = ctx.clock.now();
  const start = sip && mdyToIso(sip.start);
  const end = sip && mdyToIso(sip.end);
  const perYear = sip && start && end && (sip.frequency === 'M' || sip.frequency === 'Q') ? instalmentsThisYear(start, end, sip.frequency, istDay(now)) : 1;
  const problem = await orderRefusal(ctx.db, {
    arn: a.arn, pan: a.pan, fund: a.fund, kind: sip ? 'sip' : 'purchase', acno: null,
    into: { scheme: a.scheme, plan: a.plan, option: a.option }, adding: a.amount * perYear,
    contacts: { email: a.email, mobile: a.mobile, emailFlag: p.pEmailFlag, mobileFlag: p.pMobileFlag },
    euin: p.i_EUINflag === 'N' ? p.i_EUINno.trim() || null : null, mandate: null,
    nomination: p.i_Nominee === 'Y' ? 'nominees' : 'opted-out',
  }, now);
  return problem ? refuse(problem.words, problem.code) : null;
}

/** Opens the application, mails the investor and keeps it under the caller's reference; answers its row. */
async function submit(db: Db, a: Application, ref: string) {
  const opened = await openApplication(db, a);
  const mail = await authorisationMail(db, opened.ihno);
  if (mail) await sendMessage(db, { ...mail, to: a.email });
  const scheme = await findScheme(db, a);
  const row = { Schdesc: scheme ? schemeDescription(scheme) : a.scheme, appno: String(opened.ihno), Amount: String(a.amount) };
  await recordApplicationRef(db, a.arn, ref, { ihno: opened.ihno, schdesc: row.Schdesc, amount: row.Amount });
  return row;
}

const lumpsumRoute = route(newInvestorLumpsumSubmit, async (p, ctx) => {
  const a = await application(ctx, p, 'New Purchase');
  if (typeof a === 'string') return refuse(a);
  const refused = await applicationRefusal(ctx, p, a, null);
  if (refused) return refused;
  return { DtData: [await submit(ctx.db, a, p.i_RequestRef)] };
}, { needs: 'initiate' });

const sipRoute = route(newInvestorSipSubmit, async (p, ctx) => {
  const a = await application(ctx, p, 'SIP Registration');
  if (typeof a === 'string') return refuse(a);
  const freq = SIP_FREQUENCIES.find((f) => f.id === p.i_frequency);
  const n = Number(p.i_noofinst);
  if (!freq || !Number.isInteger(n) || n < freq.minInstallments || n > SIP_INSTALLMENTS_MAX) return refuse(M.installments);
  const refused = await applicationRefusal(ctx, p, a, { start: p.i_sipstartdt, end: p.i_sipenddt, frequency: freq.id });
  if (refused) return refused;
  const row = await submit(ctx.db, a, p.i_RequestRef);
  const { rows } = await ctx.db.query<{ name: string }>('select name from distributors where arn = $1', [a.arn]);
  return { DtData: [row], Table3: [{ Distributor_name: rows[0]?.name ?? '' }] };
}, { needs: 'initiate' });

/** The application made under the caller's reference (the project's own look-up), or no rows. */
const byRefRoute = route(newInvestorApplicationByRequestRef, async (p, ctx) => {
  const caller = signedIn(ctx);
  if (String(p.Fund) !== FUND_CODE) return refuse(M.wrongFund);
  const made = await applicationByRef(ctx.db, caller.arn, p.RequestRef);
  return { DtData: made ? [{ Schdesc: made.schdesc, appno: made.appno, Amount: made.amount }] : [] };
});

export const newInvestorApplicationRoutes = [bankByIfscRoute, paymentBanksRoute, saveNomineesRoute, lumpsumRoute, sipRoute, byRefRoute];
