import type { Metadata } from 'next';
import Link from 'next/link';
import { MailbackCrumbs } from '@/components/mailback/MailbackCrumbs';
import { Alert } from '@/components/ui/Alert';
import { buttonClassName } from '@/components/ui/Button';
import { MAILBACK_HOME, MAILBACK_TYPES_PATH, statementByKey } from '@/lib/mailback/statements';
import { requireSession } from '@/server/auth/session';

export const metadata: Metadata = { title: 'Request submitted' };

export default async function SubmitRequestPage({ searchParams }: { searchParams: Promise<{ name?: string; ref?: string }> }) {
  await requireSession();
  const { name, ref } = await searchParams;
  const statement = statementByKey(typeof name === 'string' ? name : 'consolidated');
  const refno = typeof ref === 'string' && /^[A-Za-z0-9-]{1,30}$/.test(ref) ? ref : null;
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <MailbackCrumbs statement={statement} current="Submit Request" />
      <h1 className="text-xl font-semibold text-ink">{statement.title}</h1>
      {refno ? (
        <Alert tone="success">
          Your request is submitted. Reference number: <strong>{refno}</strong>. The statement will be mailed to the investor&apos;s registered Email Id
          within 30 minutes.
        </Alert>
      ) : (
        <Alert tone="info">No request was submitted from this page.</Alert>
      )}
      <div className="flex flex-wrap gap-3">
        <Link href={MAILBACK_TYPES_PATH} className={buttonClassName('primary')}>
          Request another statement
        </Link>
        <Link href={MAILBACK_HOME} className={buttonClassName('secondary')}>
          Mailback Requests
        </Link>
      </div>
    </div>
  );
}
