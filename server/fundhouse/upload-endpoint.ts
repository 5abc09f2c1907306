import type { z } from 'zod';
import type { Endpoint } from './endpoint';

// Upload endpoints: a POST whose sealed fields travel as the `payload` part of a multipart body,
// beside one file part. Declared like every other endpoint, plus the file part's name and limit; the
// portal's upload client and the sandbox's router both read these declarations.

export interface UploadEndpoint<P extends z.ZodType = z.ZodType, A extends z.ZodType = z.ZodType> extends Endpoint<P, A> {
  method: 'POST';
  file: {
    /** The multipart name of the file part. */
    field: string;
    /** Larger files are refused with HTTP 413 (and never sent whole by the portal). */
    maxBytes: number;
    /** The only content type the registrar takes. */
    contentType: string;
  };
}

export function defineUpload<P extends z.ZodType, A extends z.ZodType>(def: UploadEndpoint<P, A>): UploadEndpoint<P, A> {
  return def;
}

export function isUploadEndpoint(endpoint: Endpoint): endpoint is UploadEndpoint {
  return 'file' in endpoint && typeof (endpoint as { file?: unknown }).file === 'object';
}

/** The multipart name of the sealed fields. */
export const PAYLOAD_PART = 'payload';
