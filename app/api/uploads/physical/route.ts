import { withSession } from '@/server/http/handler';
import { submitPhysicalUpload } from '@/server/services/uploads';
import { readIncomingUpload } from '@/server/services/uploads-request';
import type { UploadOutcome } from '@/server/services/uploads-shared';

export type PhysicalUploadResponse = UploadOutcome;

/** POST multipart (reqtype, folio, email, mobile, terms, then the PDF as `file`), Idempotency-Key header. */
export const POST = withSession<PhysicalUploadResponse>(async (req, auth) => {
  const upload = await readIncomingUpload(req);
  try {
    return await submitPhysicalUpload(auth, upload, req.headers.get('idempotency-key'));
  } finally {
    // After a refusal part of the file may still be on its way; the browser reads the answer only once it is sent.
    await upload.discard();
  }
});
