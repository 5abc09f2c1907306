'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { FieldValues, UseFormProps } from 'react-hook-form';
import { bffUpload, newIdempotencyKey, type BffResult } from '@/components/bff/client';
import { useBffForm } from '@/components/forms/useBffForm';
import { UPLOAD_FILE_PART, type UploadResponse } from '@/lib/api/uploads';
import { UPLOAD_MESSAGES } from '@/lib/forms/uploads/physical-upload-fields';
import type { ConfirmationView } from '@/lib/transactions/confirmation';
import { canCarryFile } from './carry-file';
import { stagedUpload, stageUpload } from './staged-upload';
import { uploadBody } from './upload-body';

/** The fields every upload request has; the form holds the file's facts, which its rules check. */
export interface UploadValues extends FieldValues {
  email: string;
  mobile: string;
  terms: boolean;
}

/** A request confirmed on its own screen: Submit stages it there instead of sending it. */
export interface UploadConfirmStep<T extends UploadValues> {
  href: string;
  summary: (values: T, file: File) => ConfirmationView;
}

const fileMissing = { ok: false, status: 0, message: UPLOAD_MESSAGES.fileMandatory, fieldErrors: { file: UPLOAD_MESSAGES.fileMandatory } } as const;

/**
 * One upload request form: the form kit, the chosen File behind the form's facts, the progress while
 * the body is on its way, and the reference number. The idempotency key is made once per form and kept
 * until a success, so a retry after a lost answer returns the same reference number instead of making a
 * second request. With a confirm step the key travels with the staged request, and Back brings both.
 */
export function useUploadForm<T extends UploadValues>(api: string, flow: string, props: UseFormProps<T>, confirm?: UploadConfirmStep<T>) {
  const router = useRouter();
  // Back from the confirm screen: the staged values, and the file where the browser can set it again.
  const [restored] = useState(() => {
    const staged = confirm ? stagedUpload(api, flow) : null;
    return staged && { values: staged.values as T, file: canCarryFile() ? staged.file : null, key: staged.key };
  });
  const defaultValues = restored ? ({ ...restored.values, [UPLOAD_FILE_PART]: restored.file ? restored.values[UPLOAD_FILE_PART] : null } as unknown as UseFormProps<T>['defaultValues']) : props.defaultValues;
  const kit = useBffForm<T>({ mode: 'onBlur', reValidateMode: 'onChange', ...props, defaultValues });
  const [file, setFile] = useState<File | null>(restored?.file ?? null);
  const [key, setKey] = useState<string | null>(restored?.key ?? null);
  const [progress, setProgress] = useState<number | null>(null);
  const [referenceNumber, setReferenceNumber] = useState<string | null>(null);

  async function send(values: T): Promise<BffResult<UploadResponse>> {
    if (!file) return fileMissing;
    const idempotencyKey = key ?? newIdempotencyKey();
    setKey(idempotencyKey);
    setReferenceNumber(null);
    setProgress(0);
    const result = await bffUpload<UploadResponse>(api, uploadBody(flow, values, file), idempotencyKey, setProgress);
    setProgress(null);
    return result;
  }

  const sendNow = kit.submitWith(send, (data) => {
    setKey(null);
    setReferenceNumber(data.referenceNumber);
  });

  // Everything is checked here as before; only the upload waits for Confirm.
  const stage = kit.submitWith<null>(
    async () => (file ? { ok: true, data: null } : fileMissing),
    (_, values) => {
      if (!confirm || !file) return;
      stageUpload({ api, flow, values, file, key: key ?? newIdempotencyKey(), view: confirm.summary(values, file) });
      router.push(confirm.href);
      return 'leave';
    },
  );

  // A file that failed the browser's checks is chosen as null: the form's rules say why.
  return {
    ...kit,
    onSubmit: confirm ? stage : sendNow,
    progress,
    referenceNumber,
    chooseFile: setFile,
    /** Undefined unless back from the confirm screen; then the file set again, or null if it must be chosen again. */
    restoredFile: restored ? restored.file : undefined,
  };
}

export type UploadForm<T extends UploadValues> = ReturnType<typeof useUploadForm<T>>;
