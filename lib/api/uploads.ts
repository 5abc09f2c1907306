// The upload requests' BFF contract (seed 001, "NCT form and physical-document upload"). Each is POSTed
// as multipart: `f` (the flow's sealed investor token), the form's fields, `terms`, then the PDF as
// `file`, last, so the server can read the fields before it streams the file on. An Idempotency-Key
// header makes a repeat answer with the first reference number.

/** Fields: reqtype, folio (empty where the request opens a folio), email, mobile, terms. */
export const PHYSICAL_UPLOAD_API = '/api/uploads/physical';
/** Fields: folio, ncttype, email, mobile, terms. */
export const NCT_REQUEST_API = '/api/nct/requests';

/** The multipart part that carries the PDF. */
export const UPLOAD_FILE_PART = 'file';

export type UploadResponse = { referenceNumber: string };
