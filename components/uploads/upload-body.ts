import type { FieldValues } from 'react-hook-form';
import { UPLOAD_FILE_PART } from '@/lib/api/uploads';

/** The form's values as multipart fields, after the flow token and before the file. */
export function uploadBody(flow: string, values: FieldValues, file: File): FormData {
  const body = new FormData();
  body.set('f', flow);
  for (const [name, value] of Object.entries(values)) if (name !== UPLOAD_FILE_PART) body.set(name, String(value ?? ''));
  // The file goes last: the server reads the fields first and then streams the file on.
  body.set(UPLOAD_FILE_PART, file, file.name);
  return body;
}
