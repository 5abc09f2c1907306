'use client';

import { NOMINATION_ASKED_TEXT } from '@/lib/rules/nomination';
import type { NomineeLists } from './NomineeFields';
import { NomineeList } from './NomineeList';

/**
 * A new folio's nomination on an order that opens it, for an investor the registrar holds none for
 * (lib/rules/nomination.ts): asked here so the order never meets that refusal.
 */
export function FolioNominationFields({ lists }: { lists: NomineeLists }) {
  return (
    <fieldset className="space-y-4" aria-describedby="folio-nomination-why">
      <legend className="mb-1 text-base font-semibold text-ink">Nomination</legend>
      <p id="folio-nomination-why" className="text-sm text-ink-muted">
        {NOMINATION_ASKED_TEXT}
      </p>
      <NomineeList lists={lists} />
    </fieldset>
  );
}
