import 'server-only';
import { NCT_MESSAGES, nctFieldsSchema } from '@/lib/forms/uploads/nct';
import type { DistributorAuth } from '../../auth/session';
import { env } from '../../env';
import { nctTypes, nctUpload } from '../../fundhouse/endpoints/nct';
import { upstream } from '../../fundhouse/upstream';
import { fieldError, type CheckedInvestor } from '../../http/handler';
import { noteInitiation } from '../../http/initiation';
import type { IncomingUpload } from './uploads-request';
import { checkFolio, checkedUploadInvestor, contactFor, postedFields, requirePdf, submitOnce, uploadUpstream, type UploadOutcome } from './uploads-shared';

// Non-commercial transaction (NCT) requests: the registrar's type list, and a request with its PDF.

export interface NctType {
  code: string;
  description: string;
}

export async function nctTypeList(auth: DistributorAuth): Promise<NctType[]> {
  const answer = await upstream(nctTypes, { fund: env().FUND_CODE }, { token: auth.token });
  return answer.DtData.map((r) => ({ code: r.nm_code.trim(), description: r.nm_description.trim() }));
}

const FIELDS = ['folio', 'ncttype', 'email', 'mobile'] as const;

export async function submitNct(auth: DistributorAuth, upload: IncomingUpload, flowInvestor: CheckedInvestor, key: string | null): Promise<UploadOutcome> {
  const fields = nctFieldsSchema.parse(postedFields(upload, FIELDS));
  const file = requirePdf(upload.file);
  const [investor, types] = await Promise.all([checkedUploadInvestor(auth, flowInvestor), nctTypeList(auth)]);
  // The description sent is the registrar's own for the chosen code, never text from the browser.
  const type = types.find((t) => t.code === fields.ncttype);
  if (!type) throw fieldError('ncttype', NCT_MESSAGES.typeUnknown, 422);
  // An address or nomination change needs no units: any folio of the investor's in the fund will do.
  checkFolio(investor, fields.folio, null);
  const contact = contactFor(investor, fields);
  const request = { kind: 'nct', pan: investor.pan, ncttype: type.code, folio: fields.folio, ...contact, file: file.filename, bytes: upload.declaredBytes };
  return submitOnce(auth, key, request, async () => {
    noteInitiation({ pan: investor.pan, investor: investor.name, folio: fields.folio });
    const answer = await uploadUpstream(
      nctUpload,
      { ...contact, folio: fields.folio, fund: env().FUND_CODE, pan: investor.pan, ncttype: type.code, nctdescription: type.description, userid: auth.session.userId },
      { filename: file.filename || 'request.pdf', body: file.body },
      { token: auth.token },
    );
    const referenceNumber = String(answer.DtData[0]?.Ihno ?? '');
    noteInitiation({ reference: referenceNumber });
    return { referenceNumber };
  });
}
