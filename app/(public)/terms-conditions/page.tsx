import type { Metadata } from 'next';
import Link from 'next/link';
import type { ReactNode } from 'react';

export const metadata: Metadata = {
  title: 'Terms and Conditions',
  description:
    'Terms for distributors using the portal: account security, investor authorisation, distributor obligations, NAV applicability and when units reach the account statement.',
  alternates: { canonical: '/terms-conditions' },
};

// The same for everyone: prerendered at build time and served with a hash-based policy (proxy.ts).
export const dynamic = 'force-static';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-6">
      <h2 id={id} className="text-base font-semibold text-ink">
        {title}
      </h2>
      <div className="mt-2 space-y-2 text-ink [&_li]:mt-1 [&_ul]:list-disc [&_ul]:pl-5">{children}</div>
    </section>
  );
}

export default function TermsPage() {
  return (
    <article aria-labelledby="terms-heading" className="mx-auto max-w-3xl rounded-card border border-line bg-surface p-5 shadow-card sm:p-8">
      <h1 id="terms-heading" className="text-xl font-semibold text-ink">
        Terms and Conditions
      </h1>
      <p className="mt-2 text-ink-muted">
        These terms apply to every mutual fund distributor (ARN holder) who signs in to or uses this portal, including its
        public link generators. By signing in you accept them.
      </p>

      <Section id="terms-account" title="1. Your account">
        <ul>
          <li>The portal is for distributors holding a valid ARN who are empanelled with the fund house.</li>
          <li>
            Keep your user id and password to yourself. Everything done under your sign-in is treated as done by you; sign
            out when you leave a shared computer and report any misuse to the fund house at once.
          </li>
          <li>Investor data you see here is for servicing those investors only. Do not copy it for any other purpose.</li>
        </ul>
      </Section>

      <Section id="terms-transactions" title="2. Transactions you initiate">
        <ul>
          <li>
            You initiate transactions and registrations; the investor authorises each one through the link sent to their
            registered e-mail address and mobile number. Never authorise on an investor&apos;s behalf or ask for their OTP.
          </li>
          <li>
            Quote your EUIN when an employee has advised the investor. Declare the EUIN as not applicable only for
            execution-only transactions made without any advice.
          </li>
          <li>
            Scheme and customized ARN links carry your ARN, sub broker code and EUIN. Share them only with investors you
            serve; investments made through them are recorded under those codes.
          </li>
        </ul>
      </Section>

      <Section id="terms-obligations" title="3. Distributor obligations">
        <ul>
          <li>
            Do not solicit or accept investments from persons in the United States of America or Canada, or from US
            persons, wherever they live.
          </li>
          <li>
            Make sure investors inform the fund house within 30 days of any change in the tax-residency (FATCA/CRS)
            information they have declared.
          </li>
          <li>
            Make sure each investor&apos;s PAN is valid and linked with Aadhaar by the deadline notified by the Central
            Board of Direct Taxes. Transactions for a PAN that has become inoperative may be rejected until it is made
            operative again.
          </li>
          <li>
            Submit Aadhaar and the other KYC documents the regulations call for within the deadlines they set; accounts
            without them may be restricted.
          </li>
          <li>Follow the code of conduct for mutual fund distributors and keep your ARN and EUIN valid.</li>
        </ul>
      </Section>

      <Section id="terms-nav" title="4. NAV and units">
        <ul>
          <li>
            Applications are processed at the NAV of the day on which they are received before the cut-off time. For
            purchases of ₹2 lakh or more, the NAV applicable is that of the day on which the funds are credited to the
            scheme&apos;s account before the cut-off time (fund-credit time), not the day the application was submitted.
          </li>
          <li>Units appear in the investor&apos;s account statement within 2 working days of the NAV date.</li>
        </ul>
      </Section>

      <Section id="terms-general" title="5. General">
        <ul>
          <li>
            Mutual fund investments are subject to market risks; read all scheme related documents carefully before
            recommending a scheme.
          </li>
          <li>
            The fund house may change these terms. The version on this page applies from the time it is published here.
          </li>
        </ul>
        <p>
          Questions about e-mandates are answered in the{' '}
          <Link href="/Enach-Faq's" className="text-brand-700 underline hover:text-brand-900">
            e-NACH FAQs
          </Link>
          .
        </p>
      </Section>
    </article>
  );
}
