'use client';

import { SelectInput } from '@/components/forms/SelectInput';
import { UploadFormFrame } from '@/components/uploads/UploadFormFrame';
import { uploadSummary } from '@/components/uploads/upload-summary';
import { useUploadForm } from '@/components/uploads/useUploadForm';
import { NCT_REQUEST_API } from '@/lib/api/uploads';
import type { NctForm as Values } from '@/lib/forms/uploads/nct';
import { lazyZodResolver } from '@/components/forms/lazy-zod-resolver';
import { NCT_SUMMARY_TITLE } from './nct-paths';

export interface NctFormProps {
  /** The registrar's NCT types (GetNCTKtrackgo): code and description. */
  types: { value: string; label: string }[];
  folios: string[];
  contact: { email: string; mobile: string };
  /** The flow's sealed investor token: the server learns the PAN from it. */
  flow: string;
  /** The confirm step, with the flow token: Submit stages the request there. */
  confirmHref: string;
}

export function NctForm({ flow, types, folios, contact, confirmHref }: NctFormProps) {
  const upload = useUploadForm<Values>(
    NCT_REQUEST_API,
    flow,
    {
      resolver: lazyZodResolver<Values>(() => import('@/lib/forms/uploads/nct').then((m) => m.nctSchema)),
      defaultValues: { folio: folios.length === 1 ? (folios[0] ?? '') : '', ncttype: '', email: contact.email, mobile: contact.mobile, terms: false, file: null },
    },
    {
      href: confirmHref,
      summary: (values, file) => {
        const type = types.find((t) => t.value === values.ncttype)?.label ?? values.ncttype;
        return uploadSummary(NCT_SUMMARY_TITLE, [{ label: 'NCT Type', value: type }, { label: 'Folio', value: values.folio }], values, file);
      },
    },
  );

  return (
    <UploadFormFrame upload={upload} noFolios={folios.length === 0} contact={contact} fileLabel="Upload Signed Request (PDF)">
      <SelectInput name="ncttype" label="NCT Type" required placeholder="Select NCT Type" options={types} />
      <SelectInput name="folio" label="Folio" required placeholder="Select Folio" options={folios} />
    </UploadFormFrame>
  );
}
