import { nctTypes, nctUpload } from '../../server/fundhouse/endpoints/nct';
import { sendMessage } from '../outbox';
import { refuse, route, signedIn } from '../router';
import { checkTarget, recordUpload, UPLOAD_REFUSALS, uploadMail } from '../domains/uploads/uploads';
import { findNctType, listNctTypes } from '../domains/uploads/uploads-nct';
import { uploadRoute } from '../domains/uploads/uploads-serve';

// Non-commercial transactions: the type list, and a request with its signed PDF on one of the caller's
// investor's folios (a zero-balance folio too: an address change does not need units).

const typesRoute = route(nctTypes, async (params, ctx) => {
  const types = await listNctTypes(ctx.db, params.fund);
  return { DtData: types.map((t) => ({ nm_code: t.code, nm_description: t.description })) };
});

const nctRoute = uploadRoute(nctUpload, async (params, file, ctx) => {
  const caller = signedIn(ctx);
  if (!file.isPdf || file.bytes === 0) return refuse(UPLOAD_REFUSALS.notPdf);
  const fund = params.fund.trim();
  const type = await findNctType(ctx.db, fund, params.ncttype);
  if (!type) return refuse(UPLOAD_REFUSALS.nctUnknown);
  const folio = params.folio.trim();
  const checked = await checkTarget(ctx.db, { arn: caller.arn, member: caller.member, pan: params.pan, fund, folio, folioRule: 'any' });
  if ('refused' in checked) return refuse(checked.refused);
  const record = {
    kind: 'nct' as const,
    reqtype: type.code,
    description: type.description,
    arn: caller.arn,
    userId: caller.userId,
    pan: params.pan,
    fund,
    folio,
    email: params.email.trim(),
    mobile: params.mobile.trim(),
    file,
  };
  const ihno = await recordUpload(ctx.db, record);
  await sendMessage(ctx.db, uploadMail(record, ihno, checked.name));
  return { DtData: [{ Ihno: String(ihno) }] };
}, { needs: 'initiate' });

export const nctRoutes = [typesRoute, nctRoute];
