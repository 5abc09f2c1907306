'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { SelectField } from '@/components/ui/SelectField';
import { ContactFields } from '@/components/uploads/ContactFields';
import { PdfFileField } from '@/components/uploads/PdfFileField';
import { TermsField } from '@/components/uploads/TermsField';
import { UploadFormFrame } from '@/components/uploads/UploadFormFrame';
import { useChosenFile } from '@/components/uploads/useChosenFile';
import { useUploadSubmit } from '@/components/uploads/useUploadSubmit';
import { nctSchema, type NctForm as Values } from '@/lib/forms/nct';

export interface NctFormProps {
  /** The registrar's NCT types (GetNCTKtrackgo): code and description. */
  types: { value: string; label: string }[];
  folios: string[];
  contact: { email: string; mobile: string };
  /** The flow's sealed investor token: the server learns the PAN from it. */
  flow: string;
}

const NOTE = 'The investor will receive an e-mail acknowledging this request.';
const FIELDS = ['folio', 'ncttype', 'email', 'mobile', 'file', 'terms'] as const;

export function NctForm({ flow, types, folios, contact }: NctFormProps) {
  const upload = useUploadSubmit('/api/nct/requests');
  const chosen = useChosenFile();
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(nctSchema),
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: { folio: (folios.length === 1 ? folios[0] : '') ?? '', ncttype: '', email: contact.email, mobile: contact.mobile, terms: false, file: null },
  });

  async function onSubmit(values: Values) {
    const file = chosen.file;
    if (!file) return;
    const body = new FormData();
    body.set('f', flow);
    body.set('folio', values.folio);
    body.set('ncttype', values.ncttype);
    body.set('email', values.email);
    body.set('mobile', values.mobile);
    body.set('terms', String(values.terms));
    // The file goes last: the server reads the fields first and then streams the file on.
    body.set('file', file, file.name);
    const fieldErrors = await upload.submit(body);
    for (const name of FIELDS) if (fieldErrors[name]) setError(name, { type: 'server', message: fieldErrors[name] });
  }

  const busy = isSubmitting || upload.progress !== null;
  return (
    <UploadFormFrame onSubmit={handleSubmit(onSubmit)} upload={upload} busy={busy} noFolios={folios.length === 0} note={NOTE}>
      <SelectField label="NCT Type" required placeholder="Select NCT Type" options={types} error={errors.ncttype?.message} {...register('ncttype')} />
      <SelectField label="Folio" required placeholder="Select Folio" options={folios} error={errors.folio?.message} {...register('folio')} />
      <ContactFields
        email={register('email')}
        mobile={register('mobile')}
        errors={{ email: errors.email?.message, mobile: errors.mobile?.message }}
        locked={{ email: contact.email !== '', mobile: contact.mobile !== '' }}
      />
      <div className="sm:col-span-2">
        <PdfFileField
          label="Upload Signed Request (PDF)"
          error={errors.file?.message}
          onChosen={(facts, file) => {
            chosen.set(file);
            setValue('file', facts, { shouldValidate: true });
          }}
        />
      </div>
      <TermsField className="sm:col-span-2" error={errors.terms?.message} {...register('terms')} />
    </UploadFormFrame>
  );
}
