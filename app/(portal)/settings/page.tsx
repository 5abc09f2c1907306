import type { Metadata } from 'next';
import { PageFailure } from '@/components/shell/PageFailure';
import { orFailed, requireSession } from '@/server/auth/session';
import { DIGEST_MESSAGES } from '@/lib/rules/digest';
import { digestAvailable, readDigestSettings } from '@/server/services/account/digest-settings';
import { getProfile } from '@/server/services/account/profile';
import { DigestForm } from './DigestForm';
import { ChangePasswordButton } from './ChangePasswordButton';
import { ProfileDetails } from './ProfileDetails';
import { ReviewTable } from './ReviewTable';

export const metadata: Metadata = { title: 'Profile settings' };

export default async function SettingsPage() {
  const session = await requireSession();
  // An upstream refusal of the token ends the session and asks for a new sign-in instead of an error page.
  const profile = await orFailed(getProfile(session));
  if (!profile) return <PageFailure />;
  // A firm's member sees whose mail the digest is; only the ARN holder changes it.
  const holder = !session.member;
  const digest = holder && digestAvailable() ? await readDigestSettings(session.arn) : null;

  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <h1 className="text-xl font-semibold text-ink">Profile settings</h1>
      <section
        aria-labelledby="profile-heading"
        className="rounded-card border border-line bg-surface p-4 shadow-card sm:p-5"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="profile-heading" className="text-base font-semibold text-ink">
            Profile
          </h2>
          <ChangePasswordButton />
        </div>
        <ProfileDetails profile={profile} />
      </section>
      <section aria-labelledby="digest-heading" className="rounded-card border border-line bg-surface p-4 shadow-card sm:p-5">
        <h2 id="digest-heading" className="text-base font-semibold text-ink">
          Morning digest
        </h2>
        {digest ? (
          <DigestForm initial={digest} email={profile.email} />
        ) : (
          <p className="mt-3 text-sm text-ink-muted">{holder ? DIGEST_MESSAGES.unavailable : DIGEST_MESSAGES.holderOnly}</p>
        )}
      </section>
      <ReviewTable reviews={profile.reviews} />
    </div>
  );
}
