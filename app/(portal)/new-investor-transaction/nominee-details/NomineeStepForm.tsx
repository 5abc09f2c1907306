'use client';

import { useEffect, useMemo, useRef } from 'react';
import { FormProvider, useWatch, type Resolver } from 'react-hook-form';
import { bff } from '@/components/bff/client';
import { CheckboxInput } from '@/components/forms/CheckboxInput';
import { lazyZodResolver } from '@/components/forms/lazy-zod-resolver';
import { Repeater } from '@/components/forms/Repeater';
import { useBffForm } from '@/components/forms/useBffForm';
import { Alert } from '@/components/ui/Alert';
import { useReveal } from '@/components/ui/use-reveal';
import { newInvestorStepApi, type StepSaved } from '@/lib/api/new-investor';
import { istDay, parseDisplayDate } from '@/lib/dates';
import type { NomineeInput, NomineeStepInput } from '@/lib/forms/new-investor-nominee';
import { DEFAULT_COUNTRY } from '@/lib/forms/new-investor-nominee-fields';
import { isMinorOn } from '@/lib/rules/age';
import { defaultShares, MAX_NOMINEES, NOMINEE_LIMIT_MESSAGE, shareText, shareTotalText, totalShare } from '@/lib/rules/nominee-shares';
import { NomineeFields, type NomineeLists } from './NomineeFields';
import { StepActions, useGoOn } from '../StepActions';

const blank = (): NomineeInput => ({
  name: '', sharePercentage: '', idType: 'PAN', idNumber: '', relation: '', mobileNumber: '', email: '', address: '', address2: '', address3: '',
  state: '', city: '', country: DEFAULT_COUNTRY, pinCode: '', dob: '', guardianName: '', inCapacitation: false,
  inCapacitationAmountorPercentageCheck: 'Percentage', inCapacitationAmount: '',
} as NomineeInput);

export interface NomineeStepFormProps {
  initial: NomineeStepInput;
  holders: { name: string; pan: string }[];
  single: boolean;
  lists: NomineeLists;
  back: string;
}

/** The nominee step: up to ten nominees (lib/rules/regulations.ts) with the default share split, or the wish not to nominate. */
export function NomineeStepForm({ initial, holders, single, lists, back }: NomineeStepFormProps) {
  const goOn = useGoOn();
  const today = useMemo(() => istDay(new Date()), []);
  // One per set of holders, so a check does not build the schema again. The nominees typed stay in the
  // form while 'do not wish to nominate' is ticked, so unticking brings them back; the step is checked and
  // sent without them then, as the server saves it.
  const resolver = useMemo<Resolver<NomineeStepInput>>(() => {
    const check = lazyZodResolver<NomineeStepInput>(() => import('@/lib/forms/new-investor-nominee').then((m) => m.nomineeStepSchema({ today, holders, single })));
    return (values, context, options) => check(values.wishNotToNominate ? { ...values, nominees: [] } : values, context, options);
  }, [today, holders, single]);
  const { form, banner, busy, submitWith } = useBffForm<NomineeStepInput>({ resolver, defaultValues: initial });
  const optOut = useWatch({ control: form.control, name: 'wishNotToNominate' });
  const nominees = useWatch({ control: form.control, name: 'nominees' }) ?? [];
  const count = useRef(nominees.length);

  // A change in the number of nominees splits the shares again: 100, 50/50, 33/33/34.
  useEffect(() => {
    if (nominees.length === count.current) return;
    count.current = nominees.length;
    defaultShares(nominees.length).forEach((s, i) => form.setValue(`nominees.${i}.sharePercentage`, shareText(s) as unknown as number));
  }, [nominees.length, form]);

  const onSubmit = submitWith(
    (values) => bff<StepSaved>(newInvestorStepApi('nominee-details'), { body: values }),
    goOn,
  );
  const listError = form.formState.errors.nominees?.root?.message ?? form.formState.errors.nominees?.message;
  // Ten nominees make a page many screens long: the running total stands beside each share and above the
  // button, and the shares' message appears there, where the distributor pressed it. A failed submit whose
  // only fault is the shares moves the focus to the message (a nominee's field error takes the focus
  // itself, as every form's does).
  const total = shareTotalText(totalShare(nominees.map((n) => Number(n?.sharePercentage) || 0)));
  const several = !optOut && nominees.length > 1;
  const fieldFaults = Object.keys(form.formState.errors.nominees ?? {}).some((k) => /^\d+$/.test(k));
  const sharesMessage = useReveal<HTMLDivElement>(listError && !fieldFaults ? form.formState.submitCount : null);

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="mt-4 space-y-5">
        {banner && <Alert tone="error">{banner}</Alert>}
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
        <div ref={sharesMessage} tabIndex={-1} className="scroll-mt-20 focus:outline-none">
          {listError && <Alert tone="error">{listError}</Alert>}
        </div>
        <StepActions back={back} busy={busy} label={optOut ? 'Proceed' : 'Save & Proceed'} />
      </form>
    </FormProvider>
  );
}
