'use client';

import { useState } from 'react';
import type { FieldValues, UseFormProps } from 'react-hook-form';
import { bffUpload, newIdempotencyKey, type BffResult } from '@/components/bff/client';
import { useBffForm } from '@/components/forms/useBffForm';
import { UPLOAD_FILE_PART, type UploadResponse } from '@/lib/api/uploads';
import { UPLOAD_MESSAGES } from '@/lib/forms/physical-upload';

/** The fields every upload request has; the form holds the file's facts, which its rules check. */
export interface UploadValues extends FieldValues {
  email: string;
  mobile: string;
  terms: boolean;
}

/** The form's values as multipart fields, after the flow token and before the file. */
function multipart(flow: string, values: FieldValues, file: File): FormData {
  const body = new FormData();
  body.set('f', flow);
  for (const [name, value] of Object.entries(values)) if (name !== UPLOAD_FILE_PART) body.set(name, String(value ?? ''));
  // The file goes last: the server reads the fields first and then streams the file on.
  body.set(UPLOAD_FILE_PART, file, file.name);
  return body;
}

/**
 * One upload request form: the form kit, the chosen File behind the form's facts, the progress while
 * the body is on its way, and the reference number. The idempotency key is made once per form and kept
 * until a success, so a retry after a lost answer returns the same reference number instead of making a
 * second request.
 */
export function useUploadForm<T extends UploadValues>(api: string, flow: string, props: UseFormProps<T>) {
  const kit = useBffForm<T>({ mode: 'onBlur', reValidateMode: 'onChange', ...props });
  const [file, setFile] = useState<File | null>(null);
  const [key, setKey] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [referenceNumber, setReferenceNumber] = useState<string | null>(null);

  async function send(values: T): Promise<BffResult<UploadResponse>> {
    if (!file) return { ok: false, status: 0, message: UPLOAD_MESSAGES.fileMandatory, fieldErrors: { file: UPLOAD_MESSAGES.fileMandatory } };
    const idempotencyKey = key ?? newIdempotencyKey();
    setKey(idempotencyKey);
    setReferenceNumber(null);
    setProgress(0);
    const result = await bffUpload<UploadResponse>(api, multipart(flow, values, file), idempotencyKey, setProgress);
    setProgress(null);
    return result;
  }

  const onSubmit = kit.submitWith(send, (data) => {
    setKey(null);
    setReferenceNumber(data.referenceNumber);
  });

  // A file that failed the browser's checks is chosen as null: the form's rules say why.
  return { ...kit, onSubmit, progress, referenceNumber, chooseFile: setFile };
}

export type UploadForm<T extends UploadValues> = ReturnType<typeof useUploadForm<T>>;
