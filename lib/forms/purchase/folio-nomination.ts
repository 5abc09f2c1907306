import { z } from 'zod';
import { istDay } from '../../dates';
import { nominates } from '../../rules/nomination';
import { nomineeStepSchema, type NomineeInput } from '../onboarding/new-investor-nominee';

// A new folio's own nomination, asked on an order that opens the folio (the Lumpsum form, a new-folio
// SIP) for an investor the registrar holds none for (lib/rules/nomination.ts): nominees or the wish not
// to nominate, under the new investor's nominee step's own rules for a single holder.

export const folioNominationShape = {
  /** Set by the page when the registrar holds no nomination for the investor. */
  nominationAsked: z.boolean().default(false),
  wishNotToNominate: z.boolean().default(false),
  /** Read only when asked and not opted out: hidden nominees kept while the tick stands are not the order's. */
  nominees: z.array(z.custom<NomineeInput>()).default([]),
};

export interface FolioNominationValues {
  investorName: string;
  nominationAsked: boolean;
  wishNotToNominate: boolean;
  nominees: NomineeInput[];
}

/** The order's nomination read under the nominee step's rules: the nominees to save, or the step's refusals. */
export function readFolioNomination(v: FolioNominationValues, pan = '') {
  return nomineeStepSchema({ today: istDay(new Date()), holders: [{ name: v.investorName, pan }], single: true })
    .safeParse({ wishNotToNominate: v.wishNotToNominate, nominees: v.wishNotToNominate ? [] : v.nominees });
}

/** In a form's refinement: the nominee step's messages on the order's own fields, when the nomination is asked. */
export function checkFolioNomination(v: FolioNominationValues, ctx: z.RefinementCtx) {
  if (!v.nominationAsked) return;
  const read = readFolioNomination(v);
  if (!read.success) for (const issue of read.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
}

/** What the order carries for the registrar's check: its own nominees, its opt-out, or nothing when not asked. */
export const askedNomination = (v: FolioNominationValues): 'nominees' | 'opted-out' | '' =>
  !v.nominationAsked ? '' : nominates(v) ? 'nominees' : 'opted-out';
