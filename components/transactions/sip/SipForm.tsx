'use client';

import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { useWatch } from 'react-hook-form';
import type { NomineeLists } from '@/components/nominees/NomineeFields';
import { useBffList } from '@/components/bff/useBffList';
import { AmountInput } from '@/components/forms/AmountField';
import { RadioGroup } from '@/components/forms/RadioGroup';
import { TaggingFields } from '@/components/forms/TaggingFields';
import { Alert } from '@/components/ui/Alert';
import { SkeletonLines } from '@/components/ui/Skeleton';
import { whenIdle } from '@/components/ui/when-idle';
import type { SchemeChoice } from '@/lib/api/transactions';
import { sipOptionsPath, type SipFrequency, type SipOptionsResponse } from '@/lib/api/sip';
import type { SipValues } from '@/lib/forms/sip/sip';
import { CLEARED_BY, newScheme, SCHEME_TYPE_LABELS, SIP_SCREEN_MESSAGES, type SipMode } from '@/lib/forms/sip/sip-fields';
import { formatRupees } from '@/lib/money';
import { CategorySelect } from '../CategorySelect';
import { ListSelect } from '../ListSelect';
import { TransactionForm } from '../TransactionForm';
import { useSchemes } from '../useSchemes';
import { useTransactionForm, type TransactionTarget } from '../useTransactionForm';
import type { FixLink } from '@/lib/transactions/problem-fixes';
import { SipSchedule } from './SipSchedule';
import { blankSip, initialSip, type SipMandate } from './sip-values';

// Asked of few investors (none on record with the registrar): its nominee fields load only for them.
const FolioNominationFields = lazy(() => import('@/components/nominees/FolioNominationFields').then((m) => ({ default: m.FolioNominationFields })));
// The top-up (and its date rules and calendar fields) is offered once the registrar has given the SIP its
// dates: it is fetched when the browser is first idle, not with the page.
const loadSipTopUp = () => import('./SipTopUp').then((m) => ({ default: m.SipTopUp }));
const SipTopUp = lazy(loadSipTopUp);

export interface SipFormProps {
  target: TransactionTarget;
  mode: SipMode;
  arn: string;
  investor: { name: string; email: string | null; mobile: string | null };
  /** The investor's folios of the fund house (an existing-folio SIP chooses one). */
  folios: string[];
  /** The schemes each folio holds (an existing-scheme SIP chooses one, without a category). */
  folioSchemes: Record<string, SchemeChoice[]>;
  categories: string[];
  arnEuins: string[];
  restoredEuins: string[] | null;
  draft: SipValues | null;
  mandate: SipMandate | null;
  restoredSchemes: { category: string; folio: null; schemes: SchemeChoice[] };
  restoredOptions: { scheme: string; frequencies: SipFrequency[] } | null;
  /** Why the registrar would refuse this investor a Chhoti SIP, or null (lib/rules/chhoti-sip.ts). */
  chhotiRefusal: string | null;
  /** In a mandate mode: where a mandate with room for the SIP is registered, shown when a mandate rule refuses it. */
  mandateFix?: FixLink | null;
  /** The registrar holds no nomination for the investor: a new folio's SIP asks for its own, from these lists. */
  nomineeLists?: NomineeLists | null;
}

/** What a mode shows above the scheme: a folio's SIP type, contacts and folio, or a mandate's panel. */
export interface SipLeadProps {
  form: SipFormProps;
  sipType: SipValues['sipType'];
  /** A change of SIP type starts the form again with that type (seed 001 section 4). */
  restart: (sipType: SipValues['sipType']) => void;
}

const pickFrequencies = (d: SipOptionsResponse) => d.frequencies;

/**
 * The SIP Registration form of seed 001 section 2. Each mode's page passes its own `lead`
 * (FolioSipForm, MandateSipForm), so a page loads the code of its own mode only.
 */
export function SipForm({ lead: Lead, ...props }: SipFormProps & { lead: ComponentType<SipLeadProps> }) {
  const start = { mode: props.mode, arn: props.arn, investor: props.investor, mandate: props.mandate, nominationAsked: !!props.nomineeLists };
  const kit = useTransactionForm<SipValues>(props.target, { schemas: () => import('@/lib/forms/sip/sip').then((m) => ({ schema: m.sipSchema, live: m.sipLiveSchema })), defaultValues: initialSip(start, props.draft) });
  const [sipType, schemeType, folio, category, scheme, startDate, chhoti] = useWatch({
    control: kit.form.control, name: ['sipType', 'schemeType', 'folio', 'category', 'scheme', 'startDate', 'chhoti'],
  });
  useEffect(() => whenIdle(() => void loadSipTopUp().catch(() => undefined)), []);
  const byCategory = useSchemes(category, null, props.restoredSchemes);
  const inFolio = props.mode !== 'FOLIO' || sipType === 'EXISTING';
  const fresh = newScheme({ mode: props.mode, sipType, schemeType });
  const schemes = fresh ? byCategory : { items: props.folioSchemes[folio] ?? [], loading: false, error: null };
  const preloaded = props.restoredOptions?.scheme === scheme ? props.restoredOptions.frequencies : null;
  const options = useBffList(scheme ? sipOptionsPath(scheme) : null, pickFrequencies, preloaded);
  const folioMode = props.mode === 'FOLIO';
  const existing = folioMode && sipType === 'EXISTING';
  const noSchemes = (fresh ? !!category : !!folio) && !schemes.loading && !schemes.error && schemes.items.length === 0;

  function chooseScheme(value: string) {
    const chosen = schemes.items.find((s) => s.value === value);
    kit.form.setValue('lumpsumMin', chosen ? String(chosen.min) : '');
    if (value) void kit.form.trigger('scheme');
  }

  return (
    <TransactionForm kit={kit}>
      <Lead form={props} sipType={sipType} restart={(type) => kit.form.reset(blankSip(start, type))} />
      <fieldset className="space-y-4">
        <legend className="mb-1 text-base font-semibold text-ink">Scheme</legend>
        {inFolio && (
          <RadioGroup
            name="schemeType" legend="Scheme Type"
            options={[{ value: 'EXISTING', label: SCHEME_TYPE_LABELS.EXISTING }, { value: 'NEW', label: SCHEME_TYPE_LABELS.NEW }]}
            rules={{ onChange: () => {
              for (const name of CLEARED_BY.schemeType) kit.form.setValue(name, '');
              kit.form.clearErrors([...CLEARED_BY.schemeType]);
            } }}
          />
        )}
        {fresh && <CategorySelect categories={props.categories} />}
        {noSchemes && <Alert tone="warning">{SIP_SCREEN_MESSAGES.noSchemes}</Alert>}
        <ListSelect
          name="scheme" label="Scheme" list={schemes} placeholder="Select Scheme" loadingLabel="Loading schemes…" disabled={fresh ? !category : !folio}
          rules={{ onChange: (e: { target: { value: string } }) => chooseScheme(e.target.value) }}
        />
      </fieldset>
      <SipSchedule frequencies={options.items} loading={options.loading} mandateLeft={props.mode !== 'FOLIO' ? props.mandate?.headroom : undefined} chhotiRefusal={props.chhotiRefusal} />
      {options.error && <Alert tone="error">{options.error}</Alert>}
      {existing && (
        <AmountInput name="lumpsum" label="Lumpsum Amount (optional)" hint={kit.form.getValues('lumpsumMin') ? `A first payment of at least ${formatRupees(Number(kit.form.getValues('lumpsumMin')))}` : undefined} />
      )}
      {/* A Chhoti SIP stays at its ₹250 (lib/rules/chhoti-sip.ts): no top-up. */}
      {startDate && !chhoti && <Suspense fallback={null}><SipTopUp /></Suspense>}
      {props.nomineeLists && folioMode && sipType === 'NEW' && (
        <Suspense fallback={<SkeletonLines label="Loading…" />}><FolioNominationFields lists={props.nomineeLists} /></Suspense>
      )}
      <TaggingFields arnEuins={props.arnEuins} restoredEuins={props.restoredEuins} />
    </TransactionForm>
  );
}
