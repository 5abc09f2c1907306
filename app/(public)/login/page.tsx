import type { Metadata } from 'next';
import Link from 'next/link';
import { publicLinks } from '@/server/env';
import { ExpiredNotice } from './ExpiredNotice';
import { LoginForm } from './LoginForm';
import { LoginLinks } from './LoginLinks';

export const metadata: Metadata = {
  title: 'Sign in',
  description:
    'Sign in to the distributor portal to track AUM, SIPs and brokerage and to start transactions for your investors.',
  alternates: { canonical: '/login' },
};

const linkClass = 'text-brand-700 underline hover:text-brand-900';

// The same for everyone: prerendered at build time (its links with the build's configuration) and served
// with a hash-based policy and public caching (server/http/prerendered.ts). What the address carries
// (?from=, ?expired=1) is read in the browser.
export const dynamic = 'force-static';

export default function LoginPage() {
  const links = publicLinks();

  return (
    <div className="mx-auto grid max-w-4xl gap-6 md:grid-cols-[minmax(0,1fr)_18rem] md:items-start">
      <section
        aria-labelledby="login-heading"
        className="rounded-card border border-line bg-surface p-5 shadow-card sm:p-8"
      >
        <h1 id="login-heading" className="text-xl font-semibold text-ink">
          SIGN IN - DIT
        </h1>
        <p className="mt-1 text-ink-muted">
          Sign in with the user id and password of your ARN account. A member of a firm&apos;s team signs in with
          their own, and then with an OTP sent to their own mobile and e-mail.
        </p>
        <ExpiredNotice />
        <LoginForm distributorCornerUrl={links.distributorCornerUrl} />
        <div className="mt-4 flex flex-wrap justify-between gap-x-4 gap-y-2">
          <Link href="/forgot-userid" className={linkClass}>
            Forgot User ID
          </Link>
          <Link href="/forgot-password" className={linkClass}>
            Forgot Password
          </Link>
        </div>
        <p className="mt-4 border-t border-line pt-4 text-ink-muted">
          New to the portal?{' '}
          <Link href="/register" className={linkClass}>
            Sign Up
          </Link>
        </p>
      </section>
      <LoginLinks coBrandUrl={links.coBrandUrl} telegramUrl={links.telegramUrl} />
    </div>
  );
}
