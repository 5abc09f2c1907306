'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { CustomizedLinkResponse } from '@/app/api/public/links/customized/route';
import { CodeField } from '@/components/links/CodeField';
import { checkEuinOnBlur } from '@/components/links/euin-check';
import { EuinDeclarationField } from '@/components/links/EuinDeclarationField';
import { GeneratedLink } from '@/components/links/GeneratedLink';
import { callBff } from '@/components/links/post-json';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { ARN_CODE_MAX, customizedLinkSchema, type CustomizedLinkInput } from '@/lib/forms/customized-link';

const FIELDS = ['brokerCode', 'subBrokerCode', 'euinDeclaration', 'euin'] as const;

export function CustomizedLinkForm() {
  const [link, setLink] = useState<string | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const linkHeading = useRef<HTMLHeadingElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    clearErrors,
    getValues,
    control,
    formState: { errors, isSubmitting },
  } = useForm<CustomizedLinkInput>({
    resolver: zodResolver(customizedLinkSchema),
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: { brokerCode: '', subBrokerCode: '', euinDeclaration: 'YES', euin: '' },
  });
  const declaration = useWatch({ control, name: 'euinDeclaration' });


  useEffect(() => {
    if (link) linkHeading.current?.focus();
  }, [link]);

  async function onEuinBlur() {
    if (getValues('euinDeclaration') !== 'NO') return;
    const verdict = await checkEuinOnBlur(getValues('brokerCode'), getValues('euin'), 'customized');
    if (!verdict || verdict.valid) return;
    // The fund house's own check refused it: the EUIN goes, its reason stays on the field.
    if (verdict.clear) setValue('euin', '');
    setError('euin', { type: 'server', message: verdict.message });
  }

  async function onSubmit(values: CustomizedLinkInput) {
    setBanner(null);
    const result = await callBff<CustomizedLinkResponse>('/api/public/links/customized', values);
    if (result.ok) {
      setLink(result.data.link);
      return;
    }
    const known = FIELDS.filter((f) => result.fieldErrors[f]);
    for (const f of known) setError(f, { type: 'server', message: result.fieldErrors[f] });
    if (known.length === 0) setBanner(result.message);
  }

  return (
    <>
      {/* A link stands for exactly what the form held when it was made: any change retires it. */}
      <form onSubmit={handleSubmit(onSubmit)} onChange={() => setLink(null)} noValidate className="mt-5 space-y-4">
        {banner && <Alert tone="error">{banner}</Alert>}
        <div className="grid gap-4 sm:grid-cols-2">
          <CodeField
            label="Broker Code"
            prefix="ARN-"
            required
            maxLength={ARN_CODE_MAX}
            hint="The digits of your ARN."
            error={errors.brokerCode?.message}
            {...register('brokerCode')}
          />
          <CodeField
            label="Sub Broker Code"
            prefix="ARN-"
            maxLength={ARN_CODE_MAX}
            hint="Optional: the sub broker's ARN digits."
            error={errors.subBrokerCode?.message}
            {...register('subBrokerCode')}
          />
        </div>
        <EuinDeclarationField
          {...register('euinDeclaration', {
            onChange: (e: { target: { value: string } }) => {
              if (e.target.value === 'YES') {
                setValue('euin', '');
                clearErrors('euin');
              }
            },
          })}
        />
        <CodeField
          label="EUIN Code"
          prefix="E"
          required={declaration === 'NO'}
          disabled={declaration !== 'NO'}
          maxLength={7}
          hint="The six digits of the advising employee's EUIN."
          error={errors.euin?.message}
          {...register('euin', { onBlur: () => void onEuinBlur() })}
        />
        <Button type="submit" busy={isSubmitting} busyLabel="Generating…" className="w-full sm:w-auto">
          Generate Link
        </Button>
      </form>
      {link && <GeneratedLink ref={linkHeading} link={link} />}
    </>
  );
}
