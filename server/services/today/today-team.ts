import 'server-only';
import type { TodayLapsingEuin, TodayResponse } from '@/lib/api/today';
import { isoToDisplay } from '@/lib/dates';
import type { DistributorAuth } from '../../auth/session';
import { lapsingEuins } from '../../fundhouse/endpoints/team';
import { UpstreamError } from '../../fundhouse/errors';
import { upstream } from '../../fundhouse/upstream';
import { lacksPath } from '../tracker/tracker-states';
import { choosesPerson, trailScope } from '../tracker/trail-scope';
import { todayView } from './today';
import { log } from '@/server/log';

// Today as the signed-in person of a firm sees it (issue 43): a member with a narrower scope gets their
// part of it (./today.ts), and the firm's admin may show one person's links and sees the firm's EUIN
// certifications about to lapse. The morning digest reads todayView for the ARN itself and is unchanged.

/**
 * The admin's card: the firm's EUINs whose certification lapses within the window, soonest first.
 * Undefined where the registrar keeps no such list; null when it could not be read just now (Today is
 * not failed for it). A refused token still signs the admin out.
 */
export async function euinsAboutToLapse(auth: DistributorAuth): Promise<TodayLapsingEuin[] | null | undefined> {
  try {
    const answer = await upstream(lapsingEuins, { Arn: auth.session.arn }, { token: auth.token });
    // The registrar lists them soonest first; sorted again here so the card never depends on it.
    const rows = [...answer.DtData].sort((a, b) => a.CertifiedUntil.localeCompare(b.CertifiedUntil) || a.Euin.localeCompare(b.Euin));
    return rows.map((r) => ({
      euin: r.Euin.trim(),
      holder: r.Name.trim(),
      member: r.MemberName.trim(),
      certifiedUntil: isoToDisplay(r.CertifiedUntil.trim()),
      daysLeft: Math.max(0, Number.parseInt(r.DaysLeft, 10) || 0),
    }));
  } catch (err) {
    if (lacksPath(err)) return undefined;
    if (err instanceof UpstreamError && err.kind === 'unauthorized') throw err;
    log('warn', { today: 'lapsing EUINs unreadable', error: err instanceof UpstreamError ? err.kind : ((err as Error)?.name ?? typeof err) });
    return null;
  }
}

export async function todayFor(auth: DistributorAuth): Promise<TodayResponse> {
  const within = await trailScope(auth);
  const admin = choosesPerson(auth);
  const [view, lapsing] = await Promise.all([todayView(auth, { within, holderName: auth.session.name }), admin ? euinsAboutToLapse(auth) : undefined]);
  if (!admin) return view;
  return { ...view, choosesPerson: true, ...(lapsing === undefined ? {} : { lapsingEuins: lapsing }) };
}
