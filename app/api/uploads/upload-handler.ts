import type { UploadResponse } from '@/lib/api/uploads';
import type { OtherInitiationKind } from '@/lib/tracker/kinds';
import type { DistributorAuth } from '@/server/auth/session';
import { withSession } from '@/server/http/handler';
import { readIncomingUpload, type IncomingUpload } from '@/server/services/uploads-request';

type Submit = (auth: DistributorAuth, upload: IncomingUpload, key: string | null) => Promise<UploadResponse>;
type UploadKind = Extract<OtherInitiationKind, 'physical-upload' | 'nct'>;

/**
 * A multipart upload request's handler. It declares no body: the body is a stream the service reads
 * field by field, and the service keeps the Idempotency-Key itself, next to the registrar's reference.
 */
export function uploadHandler(submit: Submit, initiates: UploadKind) {
  return withSession({ initiates }, async ({ req }, auth): Promise<UploadResponse> => {
    const upload = await readIncomingUpload(req);
    try {
      return await submit(auth, upload, req.headers.get('idempotency-key'));
    } finally {
      // After a refusal part of the file may still be on its way; the browser reads the answer only once it is sent.
      await upload.discard();
    }
  });
}
