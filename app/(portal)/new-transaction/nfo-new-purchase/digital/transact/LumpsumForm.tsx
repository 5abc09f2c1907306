'use client';

import { lazy, Suspense } from 'react';
import { useWatch } from 'react-hook-form';
import { CategorySelect } from '@/components/transactions/CategorySelect';
import { IdcwNote } from '@/components/transactions/IdcwNote';
import { InvestorContactFields } from '@/components/transactions/InvestorContactFields';
import type { NomineeLists } from '@/components/nominees/NomineeFields';
import { SchemeFields } from '@/components/transactions/SchemeFields';
import { TaggingFields } from '@/components/forms/TaggingFields';
import { SkeletonLines } from '@/components/ui/Skeleton';
import { TransactionForm } from '@/components/transactions/TransactionForm';
import { useSchemes } from '@/components/transactions/useSchemes';
import { useTransactionForm, type TransactionTarget } from '@/components/transactions/useTransactionForm';
import type { SchemeChoice } from '@/lib/api/transactions';
import type { LumpsumValues } from '@/lib/forms/purchase/lumpsum';
import { cleanNameInput, DEFAULT_COUNTRY_CODE } from '@/lib/rules/contact';

// Asked of few investors (none on record with the registrar): its nominee fields load only for them.
const FolioNominationFields = lazy(() => import('@/components/nominees/FolioNominationFields').then((m) => ({ default: m.FolioNominationFields })));

export interface LumpsumFormProps {
  target: TransactionTarget;
  arn: string;
  investor: { name: string; email: string | null; mobile: string | null };
  categories: string[];
  arnEuins: string[];
  restoredEuins: string[] | null;
  draft: LumpsumValues | null;
  restoredSchemes: { category: string; folio: null; schemes: SchemeChoice[] };
  /** The registrar holds no nomination for the investor: the new folio's own is asked, from these lists. */
  nomineeLists: NomineeLists | null;
}

function initialValues({ arn, investor, draft, nomineeLists }: LumpsumFormProps): LumpsumValues {
  const blank: LumpsumValues = {
    investorName: cleanNameInput(investor.name), emailFamily: 'SE', email: '', mobileFamily: 'SE', countryCode: DEFAULT_COUNTRY_CODE,
    mobile: '', category: '', scheme: '', amount: '', minAmount: '', multiples: '', arnCode: arn, subArnCode: '', subBrokerCode: '',
    euinDeclaration: 'YES', euin: '', nominationAsked: false, wishNotToNominate: false, nominees: [],
  };
  const restored: LumpsumValues = { ...blank, ...(draft ?? {}) };
  // What is on record wins over a draft: those fields are locked.
  if (investor.email) restored.email = investor.email;
  if (investor.mobile) Object.assign(restored, { mobile: investor.mobile, countryCode: DEFAULT_COUNTRY_CODE });
  return { ...restored, arnCode: arn, nominationAsked: nomineeLists !== null };
}

export function LumpsumForm(props: LumpsumFormProps) {
  const kit = useTransactionForm<LumpsumValues>(props.target, { schemas: () => import('@/lib/forms/purchase/lumpsum').then((m) => ({ schema: m.lumpsumSchema, live: m.lumpsumLiveSchema })), defaultValues: initialValues(props) });
  const category = useWatch({ control: kit.form.control, name: 'category' });
  const schemes = useSchemes(category, null, props.restoredSchemes);

  return (
    <TransactionForm kit={kit}>
      <InvestorContactFields locked={{ email: !!props.investor.email, mobile: !!props.investor.mobile }} />
      <fieldset className="space-y-4">
        <legend className="mb-1 text-base font-semibold text-ink">Investment</legend>
        <CategorySelect categories={props.categories} />
        <SchemeFields schemes={schemes} amountLabel="Minimum Investment Amount" disabled={!category} />
        <IdcwNote />
      </fieldset>
      {props.nomineeLists && (
        <Suspense fallback={<SkeletonLines label="Loading…" />}><FolioNominationFields lists={props.nomineeLists} /></Suspense>
      )}
      <TaggingFields arnEuins={props.arnEuins} restoredEuins={props.restoredEuins} />
    </TransactionForm>
  );
}
