'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { bff } from '@/components/bff/client';
import { lazyZodResolver } from '@/components/forms/lazy-zod-resolver';
import { transactionTypesPath } from '@/components/investors/row-navigation';
import { RadioGroup } from '@/components/forms/RadioGroup';
import { Repeater } from '@/components/forms/Repeater';
import { useBffForm } from '@/components/forms/useBffForm';
import { Alert } from '@/components/ui/Alert';
import { Button, buttonClassName } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { Spinner } from '@/components/ui/Spinner';
import { NEW_INVESTOR_KYC_API, newInvestorStepApi, type KycLookup, type StepSaved } from '@/lib/api/new-investor';
import { istDay } from '@/lib/dates';
import type { ApplicantInput } from '@/lib/forms/onboarding/new-investor-applicant';
import { emptyHolder, HOLDER_TITLES, INDIA, MAX_HOLDERS, MODES_OF_HOLDING } from '@/lib/forms/onboarding/new-investor-applicant-fields';
import { StepActions } from '../StepActions';
import { HolderFields, type Option } from './HolderFields';
import { kraFills } from './kra-fill';
import { useNoScriptSubmit } from '@/components/forms/no-script';

export interface ApplicantFormProps {
  initial: ApplicantInput;
  /** Whether the first holder's KYC details still need filling from the KRA (a fresh journey). */
  lookUpFirst: boolean;
  countries: readonly string[];
  mobileCodes: readonly Option[];
  states: readonly string[];
}

/** The applicant step: holders by mode of holding, KYC auto-fill, and Proceed through the server's PAN check. */
export function ApplicantForm({ initial, lookUpFirst, countries, mobileCodes, states }: ApplicantFormProps) {
  const router = useRouter();
  // Made once: the schema checks dates of birth against the day the form opened.
  const resolver = useMemo(() => {
    const today = istDay(new Date());
    return lazyZodResolver<ApplicantInput>(() => import('@/lib/forms/onboarding/new-investor-applicant').then((m) => m.applicantSchema(today)));
  }, []);
  const { form, banner, setBanner, busy, showFailure } = useBffForm<ApplicantInput>({ resolver, defaultValues: initial });
  const [ekyc, setEkyc] = useState<{ pan: string; href: string } | null>(null);
  const mode = form.watch('modeOfHolding');
  const looked = useRef(new Set<string>());
  /**
   * The holders whose KYC details are on the way. Proceed waits for them: the fields they fill would
   * otherwise be refused as empty a moment before they arrive. The first holder's is on the way from the
   * server's HTML on, so a quick click cannot slip in before the page's scripts ask.
   */
  const [fetching, setFetching] = useState<ReadonlySet<number>>(() => new Set(lookUpFirst && initial.holders?.[0]?.pan ? [0] : []));
  const settle = (index: number, on: boolean) =>
    setFetching((now) => (now.has(index) === on ? now : new Set(on ? [...now, index] : [...now].filter((i) => i !== index))));
  /** What each holder's fields hold from the KRA's answers (a later PAN's answer may replace it). */
  const kraFilled = useRef(new Map<number, Record<string, string>>());
  /** The newest lookup asked for each holder: an answer to an earlier PAN of the holder is dropped. */
  const newest = useRef(new Map<number, number>());
  /** The PAN each holder's lookup on the way is for. */
  const asking = useRef(new Map<number, string>());
  /** The form has left the page: the holders' fields leave with it, and nothing is asked again for them. */
  const left = useRef(false);
  useEffect(() => {
    left.current = false;
    return () => {
      left.current = true;
    };
  }, []);

  async function onPan(index: number, pan: string) {
    const value = pan.toUpperCase();
    if (looked.current.has(`${index}:${value}`)) return;
    looked.current.add(`${index}:${value}`);
    const at = `holders.${index}` as const;
    const blank = (index === 0 ? initial.holders?.[0] : undefined) ?? emptyHolder();
    const asked = (newest.current.get(index) ?? 0) + 1;
    newest.current.set(index, asked);
    settle(index, true);
    asking.current.set(index, value);
    const res = await bff<KycLookup>(NEW_INVESTOR_KYC_API, { body: { pan: value } });
    if (newest.current.get(index) !== asked) return;
    asking.current.delete(index);
    settle(index, false);
    const fill = (details: Record<string, string | undefined>) => {
      const { fills, fromKra } = kraFills(details, form.getValues(at), blank, kraFilled.current.get(index));
      kraFilled.current.set(index, fromKra);
      // After a refused Proceed each field is checked again, so a "required" beside it goes once it is filled.
      const shouldValidate = form.formState.isSubmitted;
      for (const [key, v] of Object.entries(fills)) form.setValue(`${at}.${key}` as `holders.0.name`, v, { shouldValidate });
    };
    if (!res.ok || res.data.status === 'unknown') {
      // The seed: a failing lookup leaves India defaults with KYC complete.
      fill({ country: INDIA, kycCompleted: 'Yes' });
      return;
    }
    if (res.data.status === 'blocked') {
      // Holders 2 and 3 lose their PAN; the dialog offers the e-KYC.
      const holders = form.getValues('holders');
      holders.forEach((_, i) => i > 0 && form.setValue(`holders.${i}.pan`, ''));
      looked.current.clear();
      setEkyc({ pan: value, href: res.data.ekyc });
      return;
    }
    fill(res.data.details);
  }

  /**
   * A holder's fields left the form: what was asked or filled for that place is forgotten, so an answer
   * still on the way fills nobody (not the holder added there next) and a PAN typed there again is looked up.
   * Fields that left only to be drawn again (a new mode of holding redraws every holder) still belong to a
   * holder with that PAN: the lookup the place was waiting for is asked again for them, once the form has
   * settled, so the first holder's details still come when Joint is chosen before the KRA has answered.
   */
  function onGone(index: number) {
    const pending = asking.current.get(index);
    asking.current.delete(index);
    newest.current.set(index, (newest.current.get(index) ?? 0) + 1);
    kraFilled.current.delete(index);
    for (const key of looked.current) if (key.startsWith(`${index}:`)) looked.current.delete(key);
    settle(index, false);
    if (pending) {
      setTimeout(() => {
        if (!left.current && String(form.getValues(`holders.${index}.pan`) ?? '').toUpperCase() === pending) void onPan(index, pending);
      }, 0);
    }
  }

  useEffect(() => {
    const pan = initial.holders?.[0]?.pan;
    if (!lookUpFirst || !pan) return;
    // Once, for the investor the page opened with.
    const timer = setTimeout(() => void onPan(0, pan), 0);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onSubmit = form.handleSubmit(async (values) => {
    setBanner(null);
    const res = await bff<StepSaved>(newInvestorStepApi('applicant-details'), { body: values });
    if (!res.ok) {
      showFailure(res);
      // The PAN check's failures are all listed, whichever fields they also mark.
      setBanner(res.message);
      return;
    }
    router.push(res.data.next);
  });

  const changeMode = (e: { target: { value: string } }) => {
    // A new mode of holding discards holders 2 and 3.
    const first = form.getValues('holders.0') ?? emptyHolder();
    form.setValue('holders', e.target.value === 'single' ? [first] : [first, emptyHolder()]);
  };

  const noScript = useNoScriptSubmit();
  return (
    <FormProvider {...form}>
      <form {...noScript} onSubmit={onSubmit} noValidate className="mt-4 space-y-5">
        {banner && <Alert tone="error">{banner}</Alert>}
        <RadioGroup name="modeOfHolding" legend="Mode of Holding" required options={MODES_OF_HOLDING} rules={{ onChange: changeMode }} />
        <Repeater
          name="holders"
          itemLabel={(i) => HOLDER_TITLES[i] ?? `Holder ${i + 1}`}
          blank={() => emptyHolder()}
          min={mode === 'single' ? 1 : 2}
          fixed={2}
          max={mode === 'single' ? 1 : MAX_HOLDERS}
          addLabel="Add Second Joint Holder"
        >
          {({ index }) => <HolderFields index={index} countries={countries} mobileCodes={mobileCodes} states={states} panLocked={index === 0} onPan={onPan} onGone={onGone} />}
        </Repeater>
        {fetching.size > 0 && (
          <p id="kyc-fetching">
            <Spinner label="Fetching KYC details…" />
          </p>
        )}
        <StepActions back={transactionTypesPath()} busy={busy} blocked={fetching.size > 0} describedBy="kyc-fetching" />
      </form>
      <Modal
        open={ekyc !== null}
        onClose={() => setEkyc(null)}
        title="KYC not compliant"
        size="sm"
        actions={
          <>
            <Button variant="secondary" onClick={() => setEkyc(null)}>
              Close
            </Button>
            <Link href={ekyc?.href ?? '/e-KYC'} className={buttonClassName('primary')}>
              Continue to e-KYC
            </Link>
          </>
        }
      >
        <p>This Client is not KYC compliant, do you want to go for KYC</p>
      </Modal>
    </FormProvider>
  );
}
