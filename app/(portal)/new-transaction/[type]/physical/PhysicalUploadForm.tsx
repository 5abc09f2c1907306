'use client';

import { lazyZodResolver } from '@/components/forms/lazy-zod-resolver';
import { SelectInput } from '@/components/forms/SelectInput';
import { UploadFormFrame } from '@/components/uploads/UploadFormFrame';
import { useUploadForm } from '@/components/uploads/useUploadForm';
import { PHYSICAL_UPLOAD_API } from '@/lib/api/uploads';
import type { PhysicalUploadForm as Values } from '@/lib/forms/uploads/physical-upload';
import { needsFolio, type PhygitalRequestType } from '@/lib/forms/uploads/physical-upload-fields';

export interface PhysicalUploadFormProps {
  reqtype: PhygitalRequestType;
  /** The investor's folios this request may use (empty when it opens a new folio). */
  folios: string[];
  contact: { email: string; mobile: string };
  /** The flow's sealed investor token: the server learns the PAN from it. */
  flow: string;
}

export function PhysicalUploadForm({ flow, reqtype, folios, contact }: PhysicalUploadFormProps) {
  const withFolio = needsFolio(reqtype);
  const folio = withFolio && folios.length === 1 ? (folios[0] ?? '') : '';
  const upload = useUploadForm<Values>(PHYSICAL_UPLOAD_API, flow, {
    resolver: lazyZodResolver<Values>(() => import('@/lib/forms/uploads/physical-upload').then((m) => m.physicalUploadSchema)),
    defaultValues: { reqtype, folio, email: contact.email, mobile: contact.mobile, terms: false, file: null },
  });

  return (
    <UploadFormFrame upload={upload} noFolios={withFolio && folios.length === 0} contact={contact} fileLabel="Upload Order Form and Cheque (PDF)">
      {withFolio && <SelectInput name="folio" label="Folio" required placeholder="Select Folio" options={folios} />}
    </UploadFormFrame>
  );
}
