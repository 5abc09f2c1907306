import { submitPhysicalUpload } from '@/server/services/uploads/uploads';
import { uploadHandler } from '../upload-handler';

/** POST multipart (f, reqtype, folio, email, mobile, terms, then the PDF as `file`), Idempotency-Key header. */
export const POST = uploadHandler(submitPhysicalUpload, 'physical-upload');
