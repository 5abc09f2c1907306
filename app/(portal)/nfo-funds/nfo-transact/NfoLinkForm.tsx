'use client';

import { useEffect, useRef, useState } from 'react';
import { useSendOnce } from '@/components/bff/use-send-once';
import { BffForm } from '@/components/forms/BffForm';
import { TaggingFields } from '@/components/forms/TaggingFields';
import { useBffForm } from '@/components/forms/useBffForm';
import { NFO_LINK_API, type NfoLinkResponse } from '@/lib/api/reports';
import type { NfoLinkValues } from '@/lib/forms/links/nfo-link';
import { lazyZodResolver } from '@/components/forms/lazy-zod-resolver';
import { NfoLinkResult } from './NfoLinkResult';

export interface NfoLinkFormProps {
  scheme: string;
  arn: string;
  /** The EUINs of the distributor's own ARN. */
  arnEuins: string[];
}

/** Sub ARN, sub broker and the EUIN declaration for the chosen offer, then its link with copy and share. */
export function NfoLinkForm({ scheme, arn, arnEuins }: NfoLinkFormProps) {
  const kit = useBffForm<NfoLinkValues>({
    resolver: lazyZodResolver<NfoLinkValues>(() => import('@/lib/forms/links/nfo-link').then((m) => m.nfoLinkSchema)),
    defaultValues: { scheme, arnCode: arn, subArnCode: '', subBrokerCode: '', euinDeclaration: 'YES', euin: '' },
    mode: 'onBlur',
    reValidateMode: 'onChange',
  });
  const [result, setResult] = useState<NfoLinkResponse | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (result) heading.current?.focus();
  }, [result]);

  // One link per request: a double click, a retry or a lost answer never makes a second link.
  const send = useSendOnce<NfoLinkResponse>(NFO_LINK_API);
  const onSubmit = kit.submitWith(
    (values) => send(values),
    (data) => setResult(data),
  );

  return (
    <>
      {/* A link stands for what the form held when it was made: any change retires it. */}
      <BffForm kit={kit} onSubmit={onSubmit} onChange={() => setResult(null)} submit={{ label: 'Create NFO Link', busyLabel: 'Creating…', className: 'w-full sm:w-auto' }}>
        <TaggingFields arnEuins={arnEuins} digitsOnly />
      </BffForm>
      {result && <NfoLinkResult ref={heading} result={result} />}
    </>
  );
}
