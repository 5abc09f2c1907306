import { z } from 'zod';
import { amountProblem, amountRuleOf, parseWholeRupees, type Phase } from '../rules/amount';
import { countryCodeProblem, emailProblem, FAMILY_CODES, mobileProblem, nameProblem } from '../rules/contact';
import { SUB_CODE_MAX, TAGGING_MESSAGES, FAMILY_MESSAGES, EUIN_CHOICES, arnDigitsOf } from './tagging';
import { SUB_BROKER_CODE_PATTERN } from '../rules/tagging';

export { SUB_CODE_MAX, TAGGING_MESSAGES, FAMILY_MESSAGES, EUIN_DECLARATION_TEXT, EUIN_CHOICES, arnDigitsOf, euinAfterDeclaration, toSubArn } from './tagging';

// Field groups the transaction forms share (seed 001 section 5, "Common"): the investor's contact
// details, the amount with its scheme rule, and the ARN tagging (ARN, Sub ARN, sub broker, EUIN).
// Checks run in one refinement per form so each message can follow the phase: the seed words some
// messages one way while typing and another on submit.

// A field the page has not rendered (or has disabled) reaches the values as undefined.
const text = z.string().default('');

export const contactShape = {
  investorName: text,
  emailFamily: text,
  email: text,
  mobileFamily: text,
  countryCode: text,
  mobile: text,
};

export const amountShape = {
  amount: text,
  /** The chosen scheme's minimum and multiple, filled in from the scheme list (the server uses its own). */
  minAmount: text,
  multiples: text,
};

export const taggingShape = {
  /** The signed-in distributor's ARN, read-only (the server puts in the session's). */
  arnCode: text,
  subArnCode: text,
  subBrokerCode: text,
  euinDeclaration: z.enum(EUIN_CHOICES).default('YES'),
  euin: text,
};

type Ctx = z.RefinementCtx;
export const fail = (ctx: Ctx, path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });

type Contact = { [K in keyof typeof contactShape]: string };
type Amount = { [K in keyof typeof amountShape]: string };
type Tagging = { [K in keyof typeof taggingShape]: K extends 'euinDeclaration' ? (typeof EUIN_CHOICES)[number] : string };

export function checkContact(v: Contact, ctx: Ctx, phase: Phase) {
  const name = nameProblem(v.investorName);
  if (name) fail(ctx, 'investorName', name);
  if (!(FAMILY_CODES as readonly string[]).includes(v.emailFamily)) fail(ctx, 'emailFamily', FAMILY_MESSAGES.email);
  const email = emailProblem(v.email, phase);
  if (email) fail(ctx, 'email', email);
  if (!(FAMILY_CODES as readonly string[]).includes(v.mobileFamily)) fail(ctx, 'mobileFamily', FAMILY_MESSAGES.mobile);
  const country = countryCodeProblem(v.countryCode);
  if (country) fail(ctx, 'countryCode', country);
  const mobile = mobileProblem(v.mobile, v.countryCode, phase);
  if (mobile) fail(ctx, 'mobile', mobile);
}

/** The amount: mandatory (in the form's own words), whole rupees, then the chosen scheme's rule. */
export function checkAmount(v: Amount, ctx: Ctx, phase: Phase, mandatory: string) {
  if (!v.amount.trim()) return fail(ctx, 'amount', mandatory);
  const amount = parseWholeRupees(v.amount);
  if (amount === null) return fail(ctx, 'amount', mandatory);
  const rule = amountRuleOf(v.minAmount, v.multiples);
  // No scheme chosen yet: the scheme field carries the message.
  if (!rule) return;
  const problem = amountProblem(amount, rule, phase);
  if (problem) fail(ctx, 'amount', problem);
}

export function checkTagging(v: Tagging, ctx: Ctx, phase: Phase) {
  const sub = arnDigitsOf(v.subArnCode);
  if (sub) {
    if (sub.length > SUB_CODE_MAX) fail(ctx, 'subArnCode', TAGGING_MESSAGES.subArnTooLong);
    else if (!/^\d+$/.test(sub)) fail(ctx, 'subArnCode', TAGGING_MESSAGES.subArnInvalid);
    else if (sub === arnDigitsOf(v.arnCode)) {
      fail(ctx, 'subArnCode', phase === 'live' ? TAGGING_MESSAGES.sameArnLive : TAGGING_MESSAGES.sameArnSubmit);
    }
  }
  const broker = v.subBrokerCode.trim();
  if (broker.length > SUB_CODE_MAX) fail(ctx, 'subBrokerCode', TAGGING_MESSAGES.subBrokerTooLong);
  else if (broker && !SUB_BROKER_CODE_PATTERN.test(broker)) fail(ctx, 'subBrokerCode', TAGGING_MESSAGES.subBrokerInvalid);
  if (v.euinDeclaration === 'NO' && !v.euin.trim()) fail(ctx, 'euin', TAGGING_MESSAGES.euinMandatory);
}

