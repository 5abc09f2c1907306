'use client';

import { lazy, Suspense, useState } from 'react';
import { useBff } from '@/components/bff/use-bff';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { SkeletonLines } from '@/components/ui/Skeleton';
import { TEAM_API, type TeamMember, type TeamMembersResponse } from '@/lib/api/team';
import { MemberList } from './MemberList';
import type { StatusChangeAsked } from './StatusChangeDialog';

// The forms load beside the members' first read, not with the page: they bring the form hook and the
// member rule, which would put the page over its first-load budget (bench/README.md); a dialog loads
// when it is opened.
const InviteForm = lazy(() => import('./InviteForm').then((m) => ({ default: m.InviteForm })));
const EditAccessDialog = lazy(() => import('./EditAccessDialog').then((m) => ({ default: m.EditAccessDialog })));
const StatusChangeDialog = lazy(() => import('./StatusChangeDialog').then((m) => ({ default: m.StatusChangeDialog })));

const CARD = 'rounded-card border border-line bg-surface p-4 shadow-card sm:p-5';

/** The members with what the admin may change, and the invitation of a new one. */
export function TeamView({ selfId }: { selfId: string | null }) {
  const { data, error, validating, mutate } = useBff<TeamMembersResponse>(TEAM_API.members);
  const [notice, setNotice] = useState<string | null>(null);
  const [editing, setEditing] = useState<TeamMember | null>(null);
  const [asked, setAsked] = useState<StatusChangeAsked | null>(null);
  const readAgain = () => void mutate();
  const done = (message: string) => {
    setEditing(null);
    setAsked(null);
    setNotice(message);
    readAgain();
  };
  return (
    <>
      <section aria-labelledby="members-heading" className={CARD}>
        <h2 id="members-heading" className="text-base font-semibold text-ink">
          Members
        </h2>
        <div className="mt-3 space-y-3">
          {notice && <Alert tone="success">{notice}</Alert>}
          {error ? (
            <div className="space-y-2">
              <Alert tone="error">{error}</Alert>
              <Button variant="secondary" size="sm" busy={validating} busyLabel="Trying again…" onClick={readAgain}>
                Try again
              </Button>
            </div>
          ) : data ? (
            <MemberList
              members={data.members}
              selfId={selfId}
              onEdit={(member) => {
                setNotice(null);
                setEditing(member);
              }}
              onChange={(member, action) => {
                setNotice(null);
                setAsked({ member, action });
              }}
            />
          ) : (
            <SkeletonLines lines={5} label="Loading members…" />
          )}
        </div>
      </section>
      <section aria-labelledby="invite-heading" className={CARD}>
        <h2 id="invite-heading" className="text-base font-semibold text-ink">
          Invite a member
        </h2>
        <Suspense fallback={<SkeletonLines lines={4} label="Loading the form…" />}>
          <InviteForm onInvited={readAgain} />
        </Suspense>
      </section>
      <Suspense fallback={null}>
        {editing && <EditAccessDialog member={editing} onClose={() => setEditing(null)} onDone={done} />}
        {asked && <StatusChangeDialog asked={asked} onClose={() => setAsked(null)} onDone={done} />}
      </Suspense>
    </>
  );
}
