'use client';

import Link from 'next/link';
import { useState } from 'react';
import { useBff } from '@/components/bff/use-bff';
import { Alert } from '@/components/ui/Alert';
import { Button, buttonClassName } from '@/components/ui/Button';
import { SkeletonLines } from '@/components/ui/Skeleton';
import { TEAM_INVITATION_API, type TeamInvitationView } from '@/lib/api/team';
import { TEAM_MESSAGES } from '@/lib/rules/team';
import { AcceptInvitationForm } from './AcceptInvitationForm';
import { useLinkToken } from './use-link-token';

/** What the link is, then the form that accepts it once; an invitation that can no longer be accepted says why. */
export function InvitationView() {
  const token = useLinkToken();
  const read = useBff<TeamInvitationView>(token ? [TEAM_INVITATION_API.read, token] : null, { body: token ? { token } : undefined, public: true });
  const [accepted, setAccepted] = useState<string | null>(null);

  if (token === '') return <Alert tone="error" className="mt-5">{TEAM_MESSAGES.invitationUnknown}</Alert>;
  if (read.failure) {
    // The registrar's refusal (an unknown link) is final; anything else may pass.
    const passing = read.failure.status === 0 || read.failure.status >= 500;
    return (
      <div className="mt-5 space-y-2">
        <Alert tone="error">{read.failure.message}</Alert>
        {passing && (
          <Button variant="secondary" size="sm" busy={read.validating} busyLabel="Trying again…" onClick={() => void read.mutate()}>
            Try again
          </Button>
        )}
      </div>
    );
  }
  const invitation = read.data;
  if (!token || !invitation) return <div className="mt-5"><SkeletonLines lines={4} label="Reading the invitation…" /></div>;
  if (accepted) {
    return (
      <div className="mt-5 space-y-4">
        <Alert tone="success">{accepted}</Alert>
        <Link href="/login" className={buttonClassName('primary')}>
          Sign in
        </Link>
      </div>
    );
  }
  return (
    <div className="mt-5 space-y-4">
      <p className="text-ink">{TEAM_MESSAGES.invitationFrom(invitation.invitedBy, invitation.firm, invitation.arn, invitation.role)}.</p>
      {invitation.valid ? (
        <>
          {invitation.expires && <p className="text-sm text-ink-muted">{TEAM_MESSAGES.invitationUntil(invitation.expires)}.</p>}
          <AcceptInvitationForm token={token} email={invitation.email} onAccepted={setAccepted} />
        </>
      ) : (
        <Alert tone="warning">{invitation.message}</Alert>
      )}
    </div>
  );
}
