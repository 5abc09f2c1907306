import type { Metadata } from 'next';
import { FlowAddress } from '@/components/transactions/FlowAddress';
import { NoInvestor } from '@/components/transactions/NoInvestor';
import { TransactionFrame } from '@/components/transactions/TransactionFrame';
import { flowHref } from '@/lib/transactions/routes';
import { orSignIn, requireDistributor } from '@/server/auth/session';
import { nctTypeList } from '@/server/services/uploads/nct';
import { flowFromPage, type FlowSearch } from '@/server/services/transactions/transaction-flow';
import { uploadInvestor } from '@/server/services/uploads/uploads-shared';
import { NctForm } from './NctForm';
import { NCT_CONFIRM_PATH, NCT_FORM_PATH, NCT_TITLE } from './nct-paths';

export const metadata: Metadata = { title: NCT_TITLE };

export default async function NctPage({ searchParams }: { searchParams: Promise<FlowSearch> }) {
  const auth = await requireDistributor();
  const flow = await flowFromPage(await searchParams, auth.session.userId);
  if (!flow) return <NoInvestor title={NCT_TITLE} />;
  const [investor, types] = await orSignIn(Promise.all([uploadInvestor(auth, flow.pan), nctTypeList(auth)]));
  if (!investor) return <NoInvestor title={NCT_TITLE} />;

  return (
    <TransactionFrame title={NCT_TITLE} investor={investor}>
      {flow.fresh && <FlowAddress href={flowHref(NCT_FORM_PATH, flow.f)} />}
      <p className="text-sm text-ink-muted">Choose the request type and upload the investor&apos;s signed request as a PDF.</p>
      <NctForm
        flow={flow.f}
        confirmHref={flowHref(NCT_CONFIRM_PATH, flow.f)}
        types={types.map((t) => ({ value: t.code, label: t.description }))}
        folios={investor.folios.map((f) => f.acno)}
        contact={{ email: investor.email, mobile: investor.mobile }}
      />
    </TransactionFrame>
  );
}
