import { withSession } from '@/server/http/handler';
import { submitNct } from '@/server/services/nct';
import { readIncomingUpload } from '@/server/services/uploads-request';
import type { UploadOutcome } from '@/server/services/uploads-shared';

export type NctRequestResponse = UploadOutcome;

/** POST multipart (folio, ncttype, email, mobile, terms, then the PDF as `file`), Idempotency-Key header. */
export const POST = withSession<NctRequestResponse>(async (req, auth) => {
  const upload = await readIncomingUpload(req);
  try {
    return await submitNct(auth, upload, req.headers.get('idempotency-key'));
  } finally {
    // After a refusal part of the file may still be on its way; the browser reads the answer only once it is sent.
    await upload.discard();
  }
});
