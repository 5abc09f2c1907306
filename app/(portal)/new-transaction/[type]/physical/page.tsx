import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { FlowAddress } from '@/components/transactions/FlowAddress';
import { NoInvestor } from '@/components/transactions/NoInvestor';
import { TransactionFrame } from '@/components/transactions/TransactionFrame';
import { needsFolio, zeroBalanceProblem } from '@/lib/forms/uploads/physical-upload-fields';
import { physicalPath, transactionType } from '@/lib/transactions/types';
import { flowHref } from '@/lib/transactions/routes';
import { orSignIn, requireDistributor } from '@/server/auth/session';
import { flowFromPage, type FlowSearch } from '@/server/services/transactions/transaction-flow';
import { uploadInvestor } from '@/server/services/uploads/uploads-shared';
import { PhysicalUploadForm } from './PhysicalUploadForm';

export const metadata: Metadata = { title: 'Physical Mode' };

const TITLE = 'Physical Mode';

type Props = { params: Promise<{ type: string }>; searchParams: Promise<FlowSearch> };

export default async function PhysicalUploadPage({ params, searchParams }: Props) {
  const { type } = await params;
  const mode = transactionType(type);
  if (!mode?.physical) notFound();
  const reqtype = mode.physical;
  const auth = await requireDistributor();
  const flow = await flowFromPage(await searchParams, auth.session.userId);
  const investor = flow ? await orSignIn(uploadInvestor(auth, flow.pan)) : null;
  if (!flow || !investor) return <NoInvestor title={TITLE} />;
  // A redemption or switch cannot use a folio without units, so such folios are not offered there.
  const usable = investor.folios.filter((f) => !(f.zeroBalance && zeroBalanceProblem(reqtype)));

  return (
    <TransactionFrame title={TITLE} investor={investor}>
      {flow.fresh && <FlowAddress href={flowHref(physicalPath(type), flow.f)} />}
      <p className="text-sm text-ink-muted">{mode.title}: upload the signed order form and the cheque as one PDF.</p>
      <PhysicalUploadForm
        flow={flow.f}
        reqtype={reqtype}
        folios={needsFolio(reqtype) ? usable.map((f) => f.acno) : []}
        contact={{ email: investor.email, mobile: investor.mobile }}
      />
    </TransactionFrame>
  );
}
