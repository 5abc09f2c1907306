import 'server-only';
import type { KycLookup } from '@/lib/api/new-investor';
import { NO_INVESTOR_MESSAGE } from '@/lib/investor-messages';
import { formatDisplayDay, istDay, type CalendarDay } from '@/lib/dates';
import { stepPath, type StepValues } from '@/lib/journeys/journey';
import { newInvestorJourney, type NewInvestorStep } from '@/lib/journeys/new-investor';
import type { DistributorAuth } from '../../auth/session';
import { selectedNewInvestor } from '../../auth/selected-investor';
import { env } from '../../env';
import { kraCheck } from '../../fundhouse/endpoints/kyc';
import { kycDetails } from '../../fundhouse/endpoints/new-investor';
import { upstream } from '../../fundhouse/upstream';
import { HttpError } from '../../http/handler';
import { draftJourneyStore } from '../../journeys/drafts';
import { enterStep } from '../../journeys/guard';
import type { JourneyStore } from '../../journeys/store';
import { ekycPath } from '../investors/investor-initiate';

// The new-investor journey's frame: whose journey it is (the distributor and the PAN the New Investor
// check sealed), its state in the draft store, and the KRA lookup that fills a holder's fields.

export const NO_NEW_INVESTOR_MESSAGE = NO_INVESTOR_MESSAGE;

export type NewInvestorState = StepValues<NewInvestorStep>;

export interface NewInvestorJourney {
  userId: string;
  pan: string;
  kraName: string;
  store: JourneyStore<NewInvestorState>;
}

export const today = (): CalendarDay => istDay(new Date());

/** The journey of the investor this distributor handed to the applicant step, or null. */
export async function openJourney(userId: string): Promise<NewInvestorJourney | null> {
  const investor = await selectedNewInvestor(userId);
  if (!investor) return null;
  return { ...investor, userId, store: draftJourneyStore(newInvestorJourney, { userId, pan: investor.pan }) };
}

/** A handler's journey; without a chosen investor the request is refused. */
export async function requireJourney(auth: DistributorAuth): Promise<NewInvestorJourney> {
  const journey = await openJourney(auth.session.userId);
  if (!journey) throw new HttpError(404, { message: NO_NEW_INVESTOR_MESSAGE });
  return journey;
}

/** A step page's journey and state, or null without a chosen investor; redirects to the first unfinished step. */
export async function enterNewInvestorStep(userId: string, slug: NewInvestorStep) {
  const journey = await openJourney(userId);
  if (!journey) return null;
  const state = await enterStep(newInvestorJourney, slug, journey.store);
  return { ...journey, state };
}

export const nextAfter = (slug: NewInvestorStep): string => {
  const steps = newInvestorJourney.steps;
  const next = steps[steps.findIndex((s) => s.slug === slug) + 1];
  return next ? stepPath(newInvestorJourney, next.slug) : '/dashboard';
};

/** Saves one step's values and answers where the journey goes next. */
export async function saveStep(journey: NewInvestorJourney, slug: NewInvestorStep, values: unknown): Promise<{ next: string }> {
  const state = await journey.store.load();
  await journey.store.save({ ...state, [slug]: values });
  return { next: nextAfter(slug) };
}


/** The KRA's answer for a holder's PAN: registered with its details, blocked (e-KYC), or unknown. */
export async function lookupKyc(auth: DistributorAuth, pan: string): Promise<KycLookup> {
  const call = { token: auth.token };
  try {
    const kra = await upstream(kraCheck, { fund: env().FUND_CODE, userid: auth.session.userId, i_pan: pan }, call);
    const block = kra.DtData[0]?.KYCBlock;
    if (block !== 'N') return block ? { status: 'blocked', ekyc: ekycPath(pan) } : { status: 'unknown' };
    const row = (await upstream(kycDetails, { pan }, call)).DtData[0];
    if (!row) return { status: 'registered', details: { name: kra.DtData[0]?.Name.trim() ?? '', kycCompleted: 'Yes' } };
    const ms = Number(/\/Date\((-?\d+)/.exec(row.dob ?? '')?.[1]);
    const dob = Number.isFinite(ms) ? istDay(new Date(ms)) : null;
    return {
      status: 'registered',
      details: {
        name: row.name1.trim(), email: row.email?.trim() ?? '', mobile: row.mobile?.trim() ?? '', kycCompleted: 'Yes',
        dob: dob ? formatDisplayDay(dob) : '', occupation: row.app_occ?.trim() ?? '', category: row.app_cat?.trim() ?? '',
        address: row.add1?.trim() ?? '', city: row.city?.trim() ?? '', state: row.state?.trim() ?? '', pincode: row.pin?.trim() ?? '',
        country: row.country?.trim() || 'India',
      },
    };
  } catch {
    // The seed: a failing KYC lookup falls back to India defaults with KYC complete.
    return { status: 'unknown' };
  }
}
