import 'server-only';
import { istDay, parseDisplayDate } from '@/lib/dates';
import type { Nominee } from '@/lib/forms/onboarding/new-investor-nominee';
import { readFolioNomination, type FolioNominationValues } from '@/lib/forms/purchase/folio-nomination';
import { isMinorOn } from '@/lib/rules/age';
import { nominates, nominationText } from '@/lib/rules/nomination';
import type { DistributorAuth } from '../../auth/session';
import { saveNewInvestorNominees, type NomineeWire } from '../../fundhouse/endpoints/new-investor-application';
import { CONFIRMATION_FALLBACK_MESSAGE } from '../../fundhouse/errors';
import { upstream } from '../../fundhouse/upstream';
import { HttpError } from '../../http/handler';
import { toMdy } from '../onboarding/new-investor-steps';

// A folio's nomination, saved with the registrar ahead of the order that opens the folio
// (/save-nominee-new-purchase): the nominees, or the investor's wish not to nominate. The order names the
// answer's nom_id. The new investor's application and a new folio's purchase both save it so.

const yn = (b: boolean) => (b ? 'Y' : 'N') as 'Y' | 'N';

function nomineeWire(n: Nominee): NomineeWire {
  const dob = parseDisplayDate(n.dob);
  return {
    ...n, sharePercentage: String(n.sharePercentage), dob: toMdy(n.dob), isMinor: yn(!!dob && isMinorOn(dob, istDay(new Date()))),
    inCapacitation: yn(n.inCapacitation), inCapacitationAmountorPercentageCheck: n.inCapacitation ? n.inCapacitationAmountorPercentageCheck : '',
    inCapacitationAmount: n.inCapacitation ? n.inCapacitationAmount : '',
  };
}

export interface FolioNomination {
  wishNotToNominate: boolean;
  nominees: readonly Nominee[];
}

/** Saves the nomination for the investor's next folio; the registrar's nom_id for the order to name. */
export async function saveFolioNomination(auth: DistributorAuth, pan: string, n: FolioNomination): Promise<string> {
  const wish = nominates(n);
  const saved = await upstream(
    saveNewInvestorNominees,
    { pan, arn: auth.session.arn, IWishToNominate: yn(wish), nominees: wish ? n.nominees.map(nomineeWire) : [] },
    { token: auth.token },
  );
  const nomId = saved.Dtinformation[0]?.nom_id?.trim();
  if (!nomId) throw new HttpError(502, { message: CONFIRMATION_FALLBACK_MESSAGE });
  return nomId;
}

/** The nomination an order that opens a folio was asked for, saved; its nom_id and how the summary says it. */
export interface AskedNomination {
  nomId: string;
  shown: string;
}

/** Saves what the order's form was asked for (nothing when it was not asked), read under the nominee step's rules. */
export async function saveAskedNomination(auth: DistributorAuth, pan: string, v: FolioNominationValues): Promise<AskedNomination | undefined> {
  if (!v.nominationAsked) return undefined;
  const read = readFolioNomination(v, pan);
  // The form's schema ran the same rules without the PAN: a nominee named by the investor's own PAN fails here.
  if (!read.success) throw read.error;
  const nomId = await saveFolioNomination(auth, pan, read.data);
  return { nomId, shown: nominationText(nominates(read.data) ? read.data.nominees : []) };
}
