import type { Metadata } from 'next';
import Link from 'next/link';
import { ENACH_FAQS } from './faqs';

export const metadata: Metadata = {
  title: 'e-NACH FAQs',
  description:
    'Answers for distributors on e-NACH and UPI Autopay mandates: supported banks, account types, mandate amounts and validity, authentication and when a SIP can start.',
  alternates: { canonical: "/Enach-Faq's" },
};

/** FAQPage structured data; '<' is escaped so no answer can ever close the script element. */
function structuredData(): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: ENACH_FAQS.map((f) => ({
      '@type': 'Question',
      name: f.question,
      acceptedAnswer: { '@type': 'Answer', text: f.answer.join('\n\n') },
    })),
  };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

// The same for everyone: prerendered at build time and served with a hash-based policy (proxy.ts). The
// structured data is a data block, which a policy does not have to allow.
export const dynamic = 'force-static';

export default function EnachFaqPage() {
  return (
    <article aria-labelledby="faq-heading" className="mx-auto max-w-3xl rounded-card border border-line bg-surface p-5 shadow-card sm:p-8">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: structuredData() }} />
      <h1 id="faq-heading" className="text-xl font-semibold text-ink">
        e-NACH: frequently asked questions
      </h1>
      <p className="mt-2 text-ink-muted">
        What distributors and investors ask most about registering an e-NACH or UPI Autopay mandate for SIPs.
      </p>
      <div className="mt-6 divide-y divide-line border-y border-line">
        {ENACH_FAQS.map((f) => (
          <details key={f.question} className="group py-1">
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 py-2 font-medium text-ink [&::-webkit-details-marker]:hidden">
              <h2 className="text-sm font-medium">{f.question}</h2>
              <span aria-hidden="true" className="text-lg leading-none text-brand-700 group-open:rotate-45 motion-safe:transition-transform">
                +
              </span>
            </summary>
            <div className="space-y-2 pb-3 pr-6 text-ink">
              {f.answer.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
          </details>
        ))}
      </div>
      <p className="mt-6 text-ink-muted">
        See also the{' '}
        <Link href="/terms-conditions" className="text-brand-700 underline hover:text-brand-900">
          Terms and Conditions
        </Link>{' '}
        of the portal.
      </p>
    </article>
  );
}
