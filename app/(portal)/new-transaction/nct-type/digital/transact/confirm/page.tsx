import type { Metadata } from 'next';
import { FlowAddress } from '@/components/transactions/FlowAddress';
import { NoInvestor } from '@/components/transactions/NoInvestor';
import { TransactionFrame } from '@/components/transactions/TransactionFrame';
import { StagedUploadConfirm } from '@/components/uploads/StagedUploadConfirm';
import { NCT_REQUEST_API } from '@/lib/api/uploads';
import { flowHref } from '@/lib/transactions/routes';
import { orSignIn, requireDistributor } from '@/server/auth/session';
import { flowFromPage, type FlowSearch } from '@/server/services/transactions/transaction-flow';
import { uploadInvestor } from '@/server/services/uploads/uploads-shared';
import { NCT_CONFIRM_PATH, NCT_FORM_PATH, NCT_SUMMARY_TITLE } from '../nct-paths';

export const metadata: Metadata = { title: NCT_SUMMARY_TITLE };

/** The NCT request's confirm step: the request the form staged in this tab, its summary and Confirm. */
export default async function NctConfirmPage({ searchParams }: { searchParams: Promise<FlowSearch> }) {
  const auth = await requireDistributor();
  const flow = await flowFromPage(await searchParams, auth.session.userId);
  if (!flow) return <NoInvestor title={NCT_SUMMARY_TITLE} />;
  const investor = await orSignIn(uploadInvestor(auth, flow.pan));
  if (!investor) return <NoInvestor title={NCT_SUMMARY_TITLE} />;

  return (
    <TransactionFrame title={NCT_SUMMARY_TITLE} investor={investor}>
      {flow.fresh && <FlowAddress href={flowHref(NCT_CONFIRM_PATH, flow.f)} />}
      <StagedUploadConfirm api={NCT_REQUEST_API} flow={flow.f} backHref={flowHref(NCT_FORM_PATH, flow.f)} />
    </TransactionFrame>
  );
}
