import { uploadHandler } from '@/app/api/uploads/upload-handler';
import { submitNct } from '@/server/services/uploads/nct';

/** POST multipart (f, folio, ncttype, email, mobile, terms, then the PDF as `file`), Idempotency-Key header. */
export const POST = uploadHandler(submitNct, 'nct');
