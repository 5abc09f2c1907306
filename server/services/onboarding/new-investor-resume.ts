import 'server-only';
import { createHmac } from 'node:crypto';
import type { JourneyInProgress } from '@/lib/api/new-investor';
import { toDisplayDate } from '@/lib/dates';
import type { Applicant } from '@/lib/forms/onboarding/new-investor-applicant';
import { draftKindOf, stepOf, stepPath } from '@/lib/journeys/journey';
import { newInvestorJourney } from '@/lib/journeys/new-investor';
import { firstUnfinished, readStepValues } from '@/lib/journeys/progress';
import type { DistributorAuth } from '../../auth/session';
import { selectInvestor } from '../../auth/selected-investor';
import { env } from '../../env';
import { HttpError } from '../../http/handler';
import { getDb, type Db } from '../../store/db';
import { listDrafts } from '../../store/drafts';
import { NO_NEW_INVESTOR_MESSAGE } from './new-investor-journey';

// A new investor's journey is kept per distributor and PAN on the server, but which PAN a browser is
// on sits in that browser's sealed cookie. The New Investor tab lists the distributor's journeys in
// progress (name and masked PAN, each named by an opaque reference, never the PAN) and resuming one seals
// its PAN into this browser's cookie, so a journey begun on one device carries on from another.

export const maskPan = (pan: string) => `XXXXXX${pan.slice(-4)}`;

/** Names one of this user's journeys without the PAN; meaningless to anyone else or under another secret. */
const refOf = (userId: string, pan: string) =>
  createHmac('sha256', env().SESSION_SECRET).update(`new-investor-resume\n${userId.trim().toLowerCase()}\n${pan}`).digest('base64url').slice(0, 22);

async function drafts(userId: string, db?: Db) {
  const rows = await listDrafts(db ?? (await getDb()), userId, draftKindOf(newInvestorJourney));
  return rows.flatMap((d) => {
    const state = readStepValues(newInvestorJourney, d.value);
    const applicant = state['applicant-details'] as Applicant | undefined;
    // A submitted application is no longer in progress; one without an applicant has nothing to resume.
    return applicant && !state['payment-details'] ? [{ ...d, state, name: applicant.holders[0]?.name ?? '' }] : [];
  });
}

export async function journeysInProgress(userId: string, db?: Db): Promise<JourneyInProgress[]> {
  return (await drafts(userId, db)).map((d) => ({
    ref: refOf(userId, d.pan),
    name: d.name,
    maskedPan: maskPan(d.pan),
    nextStep: stepOf(newInvestorJourney, firstUnfinished(newInvestorJourney, d.state)).title,
    savedOn: toDisplayDate(d.updatedAt),
  }));
}

/** Seals the journey's PAN into this browser's cookie and answers the step it stands at. */
export async function resumeJourney(auth: DistributorAuth, ref: string): Promise<{ next: string }> {
  const { userId } = auth.session;
  const found = (await drafts(userId)).find((d) => refOf(userId, d.pan) === ref);
  if (!found) throw new HttpError(404, { message: NO_NEW_INVESTOR_MESSAGE });
  await selectInvestor(userId, found.pan, 'new-investor', found.name);
  return { next: stepPath(newInvestorJourney, firstUnfinished(newInvestorJourney, found.state)) };
}
