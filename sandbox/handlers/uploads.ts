import { physicalTransactionUpload } from '../../server/fundhouse/endpoints/uploads';
import { sendMessage } from '../outbox';
import { refuse, signedIn } from '../router';
import { checkTarget, PHYGITAL_TITLES, recordUpload, UPLOAD_REFUSALS, uploadMail, type UploadTarget } from '../domains/uploads/uploads';
import { uploadRoute } from '../domains/uploads/uploads-serve';

// Physical-mode transactions: the signed order form (and cheque) as one PDF for the caller's investor.

const FOLIO_RULE: Record<string, UploadTarget['folioRule']> = { new: 'none', isip: 'none', add: 'any', swop: 'switch', red: 'redeem' };

const physicalRoute = uploadRoute(physicalTransactionUpload, async (params, file, ctx) => {
  const caller = signedIn(ctx);
  if (!file.isPdf || file.bytes === 0) return refuse(UPLOAD_REFUSALS.notPdf);
  const target = { arn: caller.arn, member: caller.member, pan: params.pan, fund: params.fund.trim(), folio: params.folio.trim(), folioRule: FOLIO_RULE[params.reqtype] ?? 'any' };
  const checked = await checkTarget(ctx.db, target);
  if ('refused' in checked) return refuse(checked.refused);
  const record = {
    kind: 'phygital' as const,
    reqtype: params.reqtype,
    description: PHYGITAL_TITLES[params.reqtype] ?? params.reqtype,
    arn: caller.arn,
    userId: caller.userId,
    pan: params.pan,
    fund: target.fund,
    folio: target.folio,
    email: params.email.trim(),
    mobile: params.mobile.trim(),
    file,
  };
  const ihno = await recordUpload(ctx.db, record);
  await sendMessage(ctx.db, uploadMail(record, ihno, checked.name));
  return { DtData: [{ ihno: String(ihno) }] };
}, { needs: 'initiate' });

export const uploadsRoutes = [physicalRoute];
