import type { UploadResponse } from '@/lib/api/uploads';
import type { OtherInitiationKind } from '@/lib/tracker/kinds';
import type { DistributorAuth } from '@/server/auth/session';
import { withSession, type CheckedInvestor } from '@/server/http/handler';
import { readIncomingUpload, type IncomingUpload } from '@/server/services/uploads/uploads-request';

type Submit = (auth: DistributorAuth, upload: IncomingUpload, investor: CheckedInvestor, key: string | null) => Promise<UploadResponse>;
type UploadKind = Extract<OtherInitiationKind, 'physical-upload' | 'nct'>;

/**
 * A multipart upload request's handler. Its body is a stream: the wrapper reads the text fields (the
 * flow token `f` among them, which names the investor) and the service streams the file on. The
 * service keeps the Idempotency-Key itself, next to the registrar's reference.
 */
export function uploadHandler(submit: Submit, initiates: UploadKind) {
  return withSession({ needs: 'initiate', initiates, stream: readIncomingUpload, investor: 'flow' }, async ({ req, stream, investor }, auth): Promise<UploadResponse> => {
    return submit(auth, stream, investor, req.headers.get('idempotency-key'));
  });
}
