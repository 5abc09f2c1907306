import 'server-only';
import { needsFolio, physicalUploadFieldsSchema, zeroBalanceProblem } from '@/lib/forms/uploads/physical-upload';
import type { DistributorAuth } from '../../auth/session';
import type { CheckedInvestor } from '../../http/handler';
import { env } from '../../env';
import { physicalTransactionUpload } from '../../fundhouse/endpoints/uploads';
import { noteInitiation } from '../../http/initiation';
import type { IncomingUpload } from './uploads-request';
import { checkFolio, checkedUploadInvestor, contactFor, postedFields, requirePdf, submitOnce, uploadUpstream, type UploadOutcome } from './uploads-shared';

// A physical-mode ("phygital") transaction: the signed form and cheque as one PDF, streamed to the
// registrar for the investor of the transaction flow. The browser's checks run here again.

const FIELDS = ['reqtype', 'folio', 'email', 'mobile'] as const;

export async function submitPhysicalUpload(auth: DistributorAuth, upload: IncomingUpload, flowInvestor: CheckedInvestor, key: string | null): Promise<UploadOutcome> {
  const fields = physicalUploadFieldsSchema.parse(postedFields(upload, FIELDS));
  const file = requirePdf(upload.file);
  const investor = await checkedUploadInvestor(auth, flowInvestor);
  // Requests that open a new folio send none, whatever was posted.
  const folio = needsFolio(fields.reqtype) ? fields.folio : '';
  if (folio) checkFolio(investor, folio, zeroBalanceProblem(fields.reqtype));
  const contact = contactFor(investor, fields);
  const request = { kind: 'phygital', pan: investor.pan, reqtype: fields.reqtype, folio, ...contact, file: file.filename, bytes: upload.declaredBytes };
  return submitOnce(auth, key, request, async () => {
    noteInitiation({ pan: investor.pan, investor: investor.name, folio: folio || null });
    const answer = await uploadUpstream(
      physicalTransactionUpload,
      { ...contact, folio, fund: env().FUND_CODE, pan: investor.pan, reqtype: fields.reqtype, userid: auth.session.userId },
      { filename: file.filename || 'document.pdf', body: file.body },
      { token: auth.token },
    );
    const referenceNumber = String(answer.DtData[0]?.ihno ?? '');
    // An upload request, not a transaction: the registrar keeps no lifecycle of it to follow.
    noteInitiation({ reference: referenceNumber });
    return { referenceNumber };
  });
}
