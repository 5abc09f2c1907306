import type { Metadata } from 'next';
import { EkycForm } from '@/components/ekyc/EkycForm';
import { requireSession } from '@/server/auth/session';

export const metadata: Metadata = { title: 'e-KYC Form' };

/** The side menu's e-KYC: any PAN the KRA does not hold as registered. */
export default async function EkycPage() {
  await requireSession();
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <h1 className="text-xl font-semibold text-ink">e-KYC Form</h1>
      <EkycForm />
    </div>
  );
}
