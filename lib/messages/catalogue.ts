import * as signInErrors from '../auth/sign-in-errors';
import * as drilldownTransactions from '../drilldowns/transactions';
import * as additionalPurchase from '../forms/purchase/additional-purchase';
import * as changePassword from '../forms/account/change-password';
import * as customizedLink from '../forms/links/customized-link';
import * as empanelmentBank from '../forms/empanelment/empanelment-bank';
import * as empanelmentBasics from '../forms/empanelment/empanelment-basics';
import * as empanelmentNominee from '../forms/empanelment/empanelment-nominee';
import * as forgotPassword from '../forms/account/forgot-password';
import * as forgotUserId from '../forms/account/forgot-userid';
import * as investorList from '../forms/investors/investor-list';
import * as investorSearch from '../forms/investors/investor-search';
import * as login from '../forms/account/login';
import * as lumpsum from '../forms/purchase/lumpsum';
import * as nct from '../forms/uploads/nct';
import * as otp from '../forms/account/otp';
import * as physicalUpload from '../forms/uploads/physical-upload';
import * as redemption from '../forms/redemption/redemption';
import * as resetPassword from '../forms/account/reset-password';
import * as schemeLink from '../forms/links/scheme-link';
import * as signup from '../forms/account/signup';
import * as switchForm from '../forms/redemption/switch';
import * as transactionFields from '../forms/transaction-fields';
import * as investorMessages from '../investor-messages';
import * as routes from '../routes';
import * as amount from '../rules/amount';
import * as contact from '../rules/contact';
import * as navRules from '../rules/nav';
import * as otpRequests from '../rules/otp-requests';
import * as pan from '../rules/pan';
import * as password from '../rules/password';
import * as signInThrottle from '../rules/sign-in-throttle';
import * as transactionWindows from '../rules/transaction-windows';
import * as bff from './bff';
import * as ekyc from '../forms/onboarding/ekyc';
import * as mailback from '../forms/reports/mailback';
import * as mandateRegistration from '../forms/mandates/mandate-registration';
import * as newInvestorApplicant from '../forms/onboarding/new-investor-applicant';
import * as newInvestorBank from '../forms/onboarding/new-investor-bank';
import * as newInvestorNominee from '../forms/onboarding/new-investor-nominee';
import * as newInvestorScheme from '../forms/onboarding/new-investor-scheme';
import * as nfoLink from '../forms/links/nfo-link';
import * as sipCancellation from '../forms/plans/sip-cancellation';
import * as sipModification from '../forms/sip/sip-modification';
import * as sipTopup from '../forms/sip/sip-topup';
import * as sip from '../forms/sip/sip';
import * as stp from '../forms/plans/stp';
import * as swp from '../forms/plans/swp';
import * as mailbackStatements from '../mailback/statements';
import * as mandateMessages from '../mandates/messages';
import * as mandateRules from '../rules/mandate-registration-limits';
import * as reportMessages from './reports';
import * as age from '../rules/age';
import * as nomineeShares from '../rules/nominee-shares';
import * as panCheck from '../rules/pan-check';
import * as reportRules from '../rules/reports';
import * as worklist from '../rules/worklist';
import * as mandateHeadroom from '../rules/mandate-headroom';
import * as todayBulk from '../api/today-bulk';
import * as digest from '../rules/digest';
import * as team from '../rules/team';
import * as trailExport from '../rules/trail-export';
import * as trackerFilters from '../tracker/filters';

// Every text a refusal from the BFF may carry: the seed's messages as the forms and rules hold them,
// and the BFF's own. Reviewers read it here; the fuzz test holds every answer to it.

const SOURCES: readonly Record<string, unknown>[] = [
  signInErrors, drilldownTransactions, additionalPurchase, changePassword, customizedLink, empanelmentBank,
  empanelmentBasics, empanelmentNominee, forgotPassword, forgotUserId, investorList, investorSearch, login,
  lumpsum, nct, otp, physicalUpload, redemption, resetPassword, schemeLink, signup, switchForm,
  transactionFields, investorMessages, routes, amount, contact, navRules, otpRequests, pan, password,
  signInThrottle, transactionWindows, bff,
  ekyc, mailback, mandateRegistration, newInvestorApplicant, newInvestorBank, newInvestorNominee, newInvestorScheme, nfoLink, sipCancellation, sipModification, sipTopup, sip, stp, swp, mailbackStatements, mandateMessages, mandateRules, reportMessages, age, nomineeShares, panCheck, reportRules,
  worklist, mandateHeadroom, todayBulk, digest, team, trailExport, trackerFilters,
];

/** Exports that hold wording; other exports (limits, lists of codes) are not messages. */
const MESSAGE_EXPORT = /message|error|notice|refusal|wrong|fallback/i;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const WORD = 'Ⓧ';

/** A worded function as patterns: its answers to a number and to a word, either standing for any. */
function templatesOf(fn: (...args: unknown[]) => unknown): RegExp[] {
  const patterns: RegExp[] = [];
  for (const sample of [7777777, WORD]) {
    let text: unknown;
    try {
      text = fn(sample, sample);
    } catch {
      continue;
    }
    if (typeof text !== 'string' || text.includes('NaN')) continue;
    const body = escape(text).replace(/\d[\d,.]*/g, '[\\d,.]+').replaceAll(WORD, '.+');
    patterns.push(new RegExp(`^${body}$`));
  }
  return patterns;
}

function collect(value: unknown, exact: Set<string>, patterns: RegExp[]): void {
  if (typeof value === 'string') exact.add(value);
  else if (typeof value === 'function') {
    patterns.push(...templatesOf(value as (...args: unknown[]) => unknown));
  } else if (Array.isArray(value)) value.forEach((v) => collect(v, exact, patterns));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => collect(v, exact, patterns));
}

function build() {
  const exact = new Set<string>();
  const patterns: RegExp[] = [];
  for (const source of SOURCES) {
    for (const [name, value] of Object.entries(source)) if (MESSAGE_EXPORT.test(name)) collect(value, exact, patterns);
  }
  return { exact, patterns };
}

let built: ReturnType<typeof build> | undefined;

/** The catalogue's fixed texts, sorted. */
export function catalogueTexts(): string[] {
  built ??= build();
  return [...built.exact].sort();
}

/** Whether a text is one the seed or the BFF words: listed as is, or an instance of a worded template. */
export function isCatalogued(text: string): boolean {
  built ??= build();
  return built.exact.has(text) || built.patterns.some((p) => p.test(text));
}
