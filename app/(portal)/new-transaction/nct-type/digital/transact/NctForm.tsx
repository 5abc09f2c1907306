'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { SelectInput } from '@/components/forms/SelectInput';
import { UploadFormFrame } from '@/components/uploads/UploadFormFrame';
import { useUploadForm } from '@/components/uploads/useUploadForm';
import { NCT_REQUEST_API } from '@/lib/api/uploads';
import { nctSchema, type NctForm as Values } from '@/lib/forms/nct';

export interface NctFormProps {
  /** The registrar's NCT types (GetNCTKtrackgo): code and description. */
  types: { value: string; label: string }[];
  folios: string[];
  contact: { email: string; mobile: string };
  /** The flow's sealed investor token: the server learns the PAN from it. */
  flow: string;
}

export function NctForm({ flow, types, folios, contact }: NctFormProps) {
  const upload = useUploadForm<Values>(NCT_REQUEST_API, flow, {
    resolver: zodResolver(nctSchema),
    defaultValues: { folio: folios.length === 1 ? (folios[0] ?? '') : '', ncttype: '', email: contact.email, mobile: contact.mobile, terms: false, file: null },
  });

  return (
    <UploadFormFrame upload={upload} noFolios={folios.length === 0} contact={contact} fileLabel="Upload Signed Request (PDF)">
      <SelectInput name="ncttype" label="NCT Type" required placeholder="Select NCT Type" options={types} />
      <SelectInput name="folio" label="Folio" required placeholder="Select Folio" options={folios} />
    </UploadFormFrame>
  );
}
