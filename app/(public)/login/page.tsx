import type { Metadata } from 'next';
import Link from 'next/link';
import { Alert } from '@/components/ui/Alert';
import { safeReturnPath } from '@/lib/auth/return-path';
import { publicLinks } from '@/server/env';
import { LoginForm } from './LoginForm';
import { LoginLinks } from './LoginLinks';

export const metadata: Metadata = {
  title: 'Sign in',
  description:
    'Sign in to the distributor portal to track AUM, SIPs and brokerage and to start transactions for your investors.',
  alternates: { canonical: '/login' },
};

const linkClass = 'text-brand-700 underline hover:text-brand-900';

type SearchParams = Promise<{ from?: string | string[]; expired?: string | string[] }>;

export default async function LoginPage({ searchParams }: { searchParams: SearchParams }) {
  const { from, expired } = await searchParams;
  const links = publicLinks();
  const returnTo = safeReturnPath(Array.isArray(from) ? from[0] : from);

  return (
    <div className="mx-auto grid max-w-4xl gap-6 md:grid-cols-[minmax(0,1fr)_18rem] md:items-start">
      <section
        aria-labelledby="login-heading"
        className="rounded-card border border-line bg-surface p-5 shadow-card sm:p-8"
      >
        <h1 id="login-heading" className="text-xl font-semibold text-ink">
          SIGN IN - DIT
        </h1>
        <p className="mt-1 text-ink-muted">Sign in with the user id and password of your ARN account.</p>
        {/* The portal sends a distributor here with ?expired=1 when the fund house no longer accepts the session. */}
        {expired === '1' && (
          <Alert tone="info" className="mt-4">
            Your session has expired. Please sign in again.
          </Alert>
        )}
        <LoginForm returnTo={returnTo} distributorCornerUrl={links.distributorCornerUrl} />
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
