'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Resolver } from 'react-hook-form';
import { bff } from '@/components/bff/client';
import { BffForm } from '@/components/forms/BffForm';
import { useBffForm } from '@/components/forms/useBffForm';
import { CUSTOMIZED_LINK_API, SCHEME_LINK_API, type GeneratedLinkResponse } from '@/lib/api/links';
import type { CustomizedLinkInput, EuinCheckInput } from '@/lib/forms/links/customized-link';
import { lazyZodResolver } from '@/components/forms/lazy-zod-resolver';
import type { SchemeLinkInput } from '@/lib/forms/links/scheme-link';
import { GeneratedLink } from './GeneratedLink';
import { LinkTaggingFields } from './LinkTaggingFields';

/** The scheme link's values; the customized link's are the same without a category and scheme. */
type LinkValues = CustomizedLinkInput & Partial<Pick<SchemeLinkInput, 'category' | 'scheme'>>;

const TAGGING = { brokerCode: '', subBrokerCode: '', euinDeclaration: 'YES', euin: '' } as const;

/** Each link generator: the BFF path that makes it, its rules, and what its form starts with. */
const LINKS: Record<EuinCheckInput['form'], { api: string; resolver: Resolver<LinkValues>; defaultValues: LinkValues }> = {
  customized: { api: CUSTOMIZED_LINK_API, resolver: lazyZodResolver(() => import('@/lib/forms/links/customized-link').then((m) => m.customizedLinkSchema)), defaultValues: TAGGING },
  // Its form always holds a category and a scheme, which its rules require.
  scheme: { api: SCHEME_LINK_API, resolver: lazyZodResolver<LinkValues>(() => import('@/lib/forms/links/scheme-link').then((m) => m.schemeLinkSchema)), defaultValues: { ...TAGGING, category: '', scheme: '' } },
};

export interface LinkFormProps {
  link: EuinCheckInput['form'];
  /** The link's own choices, between the ARN codes and the EUIN. */
  children?: ReactNode;
}

/** A link generator: the ARN tagging and the link's own choices, then the link, focused, with a copy button. */
export function LinkForm({ link: kind, children }: LinkFormProps) {
  const { api, resolver, defaultValues } = LINKS[kind];
  const kit = useBffForm<LinkValues>({ resolver, defaultValues, mode: 'onBlur', reValidateMode: 'onChange' });
  const [link, setLink] = useState<string | null>(null);
  const linkHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (link) linkHeading.current?.focus();
  }, [link]);

  const onSubmit = kit.submitWith(
    (values) => bff<GeneratedLinkResponse>(api, { body: values, public: true }),
    (data) => setLink(data.link),
  );

  return (
    <>
      {/* A link stands for exactly what the form held when it was made: any change retires it. */}
      <BffForm
        kit={kit}
        onSubmit={onSubmit}
        onChange={() => setLink(null)}
        submit={{ label: 'Generate Link', busyLabel: 'Generating…', className: 'w-full sm:w-auto' }}
      >
        <LinkTaggingFields form={kind}>{children}</LinkTaggingFields>
      </BffForm>
      {link && <GeneratedLink ref={linkHeading} link={link} />}
    </>
  );
}
