'use client';

import { useEffect, useMemo, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { CheckboxInput } from '@/components/forms/CheckboxInput';
import { Repeater } from '@/components/forms/Repeater';
import { Alert } from '@/components/ui/Alert';
import { useReveal } from '@/components/ui/use-reveal';
import { istDay, parseDisplayDate } from '@/lib/dates';
import type { NomineeInput, NomineeStepInput } from '@/lib/forms/onboarding/new-investor-nominee';
import { DEFAULT_COUNTRY } from '@/lib/forms/onboarding/new-investor-nominee-fields';
import { isMinorOn } from '@/lib/rules/age';
import { defaultShares, MAX_NOMINEES, NOMINEE_LIMIT_MESSAGE, shareText, shareTotalText, totalShare } from '@/lib/rules/nominee-shares';
import { NomineeFields, type NomineeLists } from './NomineeFields';

const blank = (): NomineeInput => ({
  name: '', sharePercentage: '', idType: 'PAN', idNumber: '', relation: '', mobileNumber: '', email: '', address: '', address2: '', address3: '',
  state: '', city: '', country: DEFAULT_COUNTRY, pinCode: '', dob: '', guardianName: '', inCapacitation: false,
  inCapacitationAmountorPercentageCheck: 'Percentage', inCapacitationAmount: '',
} as NomineeInput);

/**
 * The nominees of a folio about to open, or the wish not to nominate: the new investor's nominee step
 * and a new folio's purchase for an investor the registrar holds no nomination for. Field names are
 * `wishNotToNominate` and `nominees` at the form's root (lib/forms/onboarding/new-investor-nominee.ts).
 */
export function NomineeList({ lists }: { lists: NomineeLists }) {
  const form = useFormContext<NomineeStepInput>();
  const today = useMemo(() => istDay(new Date()), []);
  const optOut = useWatch({ control: form.control, name: 'wishNotToNominate' });
  const nominees = useWatch({ control: form.control, name: 'nominees' }) ?? [];
  const count = useRef(nominees.length);

  // A change in the number of nominees splits the shares again: 100, 50/50, 33/33/34.
  useEffect(() => {
    if (nominees.length === count.current) return;
    count.current = nominees.length;
    defaultShares(nominees.length).forEach((s, i) => form.setValue(`nominees.${i}.sharePercentage`, shareText(s) as unknown as number));
  }, [nominees.length, form]);

  const { errors, submitCount } = form.formState;
  const listError = errors.nominees?.root?.message ?? errors.nominees?.message;
  // Ten nominees make a page many screens long: the running total stands beside each share and below
  // the list, and the shares' message appears there, where the distributor pressed Submit. A failed
  // submit whose only fault is the list moves the focus to the message (a nominee's field error takes
  // the focus itself, as every form's does).
  const total = shareTotalText(totalShare(nominees.map((n) => Number(n?.sharePercentage) || 0)));
  const several = !optOut && nominees.length > 1;
  const fieldFaults = Object.keys(errors.nominees ?? {}).some((k) => /^\d+$/.test(k));
  const message = useReveal<HTMLDivElement>(listError && !fieldFaults ? submitCount : null);

  return (
    <>
      <CheckboxInput name="wishNotToNominate" label="I/We do not wish to nominate" />
      {/* Hidden, not removed: the nominees' fields keep what was typed while the tick stands. */}
      <div hidden={optOut}>
        <Repeater name="nominees" itemLabel={(i) => `Nominee ${i + 1}`} blank={blank} max={MAX_NOMINEES} addLabel="Add Nominee" atMax={NOMINEE_LIMIT_MESSAGE}>
          {({ index }) => {
            const dob = parseDisplayDate(nominees[index]?.dob ?? '');
            return <NomineeFields index={index} lists={lists} minor={!!dob && isMinorOn(dob, today)} shareTotal={several ? total : undefined} />;
          }}
        </Repeater>
      </div>
      {several && (
        <p className="text-sm font-medium text-ink" aria-live="polite">
          {total}
        </p>
      )}
      <div ref={message} tabIndex={-1} className="scroll-mt-20 focus:outline-none">
        {listError && <Alert tone="error">{listError}</Alert>}
      </div>
    </>
  );
}
