import 'server-only';
import type { OrderCheckResponse } from '@/lib/api/transactions';
import { formatIsoDay, parseDisplayDate } from '@/lib/dates';
import type { Applicant } from '@/lib/forms/onboarding/new-investor-applicant';
import type { SchemeStep } from '@/lib/forms/onboarding/new-investor-scheme';
import { splitSchemePlan } from '@/lib/forms/links/scheme-link';
import { stepPath } from '@/lib/journeys/journey';
import { newInvestorJourney } from '@/lib/journeys/new-investor';
import type { ProblemFix } from '@/lib/rules/registrar-problem';
import { ekycFormPath, type FixPlace } from '@/lib/transactions/problem-fixes';
import type { DistributorAuth } from '../../auth/session';
import type { ParamsOf } from '../../fundhouse/endpoint';
import { orderCheck } from '../../fundhouse/endpoints/order-problems';
import { requireJourney, type NewInvestorState } from './new-investor-journey';
import { askRegistrar } from '../transactions/order-check';

// The check before the new investor's submit (issue: nothing avoidable reaches the registrar): the
// payment step's Submit sends the application that opens the folio, so before it the registrar is asked,
// in one /GetOrderProblems call, what it would hold against that application, built here from the
// journey's own draft exactly as the submit builds it (new-investor-submit.ts). Each refusal comes with
// the journey's step where it is fixed.

const NOTHING: OrderCheckResponse = { asked: true, problems: [] };

type Asked = Omit<ParamsOf<typeof orderCheck>, 'Fund'>;

const isoOf = (display: string) => {
  const day = parseDisplayDate(display);
  return day ? formatIsoDay(day) : '';
};

/**
 * What the application the journey's draft would send asks of the registrar, as an order: the first
 * holder's PAN, e-mail and mobile with whose they are (the family descriptions the application sends as
 * pEmailFlag and pMobileFlag, so a declared relation clears the contacts here as at the submit), the
 * scheme and amount, the EUIN when one is named, and an iSIP's period and frequency. Null until the
 * applicant and scheme steps are saved.
 */
export function newInvestorAsked(pan: string, state: NewInvestorState): Asked | null {
  const applicant = state['applicant-details'] as Applicant | undefined;
  const scheme = state['scheme-details'] as SchemeStep | undefined;
  const first = applicant?.holders[0];
  const key = scheme ? splitSchemePlan(scheme.scheme) : null;
  if (!first || !scheme || !key) return null;
  const sip = scheme.type === 'iSIP';
  const amount = /^\d{1,10}$/.test(scheme.amount.trim()) ? scheme.amount.trim() : '';
  return {
    Pan: first.pan || pan, Kind: sip ? 'sip' : 'purchase', Acno: '',
    Scheme: key.scheme, Plan: key.plan, Option: key.option, ToScheme: '', ToPlan: '', ToOption: '',
    Amount: amount, Email: first.email, Mobile: first.mobile, EmailFlag: first.emailFamily, MobileFlag: first.mobileFamily,
    Euin: scheme.euinDeclared === 'N' ? scheme.euin : '',
    Umrn: '', SipStart: sip ? isoOf(scheme.sipStart) : '', SipEnd: sip ? isoOf(scheme.sipEnd) : '',
    Frequency: sip && (scheme.frequency === 'M' || scheme.frequency === 'Q') ? scheme.frequency : '',
  };
}

/** Where each fix of the application is made: the journey's own steps, the e-KYC form for the KYC. */
export function newInvestorFixPlace(pan: string): FixPlace {
  const scheme = stepPath(newInvestorJourney, 'scheme-details');
  const steps: Partial<Record<ProblemFix, string>> = {
    'contact-update': stepPath(newInvestorJourney, 'applicant-details'),
    nomination: stepPath(newInvestorJourney, 'nominee-details'),
    'execution-only': scheme,
    'other-scheme': scheme,
    'smaller-amount': scheme,
    // A KYC the KRA holds as Registered opens no folio: for a new investor, the fix is the e-KYC that validates it.
    'existing-folio': ekycFormPath(pan),
  };
  return { pan, f: '', formHref: scheme, steps };
}

/** Everything the registrar would hold against the journey's application, each refusal with its step; asked by the payment step. */
export async function checkNewInvestorApplication(auth: DistributorAuth): Promise<OrderCheckResponse> {
  const journey = await requireJourney(auth);
  const state = await journey.store.load();
  // Submitted already: the confirmation shows, nothing is left to check.
  if (state['payment-details']) return NOTHING;
  const asked = newInvestorAsked(journey.pan, state);
  if (!asked) return NOTHING;
  return askRegistrar(auth, asked, newInvestorFixPlace(asked.Pan));
}
