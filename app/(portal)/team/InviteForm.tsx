'use client';

import { useState } from 'react';
import { useSendOnce } from '@/components/bff/use-send-once';
import { BffForm } from '@/components/forms/BffForm';
import { lazyZodResolver } from '@/components/forms/lazy-zod-resolver';
import { TextInput } from '@/components/forms/TextInput';
import { useBffForm } from '@/components/forms/useBffForm';
import { Alert } from '@/components/ui/Alert';
import { TEAM_API, type InviteMemberResponse } from '@/lib/api/team';
import type { TeamMemberInput } from '@/lib/forms/team/team-member';
import { MEMBER_HINTS, MEMBER_LABELS as L, MEMBER_MAX } from '@/lib/forms/team/team-member-fields';
import { cleanPhoneInput } from '@/lib/rules/contact';
import { TEAM_MESSAGES } from '@/lib/rules/team';
import { MemberAccessFields } from './MemberAccessFields';

const BLANK: TeamMemberInput = { name: '', mobile: '', email: '', role: '', euin: '', subBroker: '', scope: '', scopePans: '' };

/** The invitation: each refusal under its field, the form kept as typed until the registrar has sent it. */
export function InviteForm({ onInvited }: { onInvited: () => void }) {
  const [sent, setSent] = useState<InviteMemberResponse | null>(null);
  // A fresh form (and a fresh idempotency key) for each invitation: the same details typed again are a new one.
  const [round, setRound] = useState(0);
  return (
    <div className="mt-3 space-y-4">
      {sent && (
        <Alert tone="success">
          {sent.message}.{sent.expires && ` ${TEAM_MESSAGES.invitationUntil(sent.expires)}.`}
        </Alert>
      )}
      <InviteFields
        key={round}
        onChange={() => setSent(null)}
        onSent={(answer) => {
          setSent(answer);
          setRound((n) => n + 1);
          onInvited();
        }}
      />
    </div>
  );
}

function InviteFields({ onSent, onChange }: { onSent: (answer: InviteMemberResponse) => void; onChange: () => void }) {
  const kit = useBffForm<TeamMemberInput>({
    resolver: lazyZodResolver<TeamMemberInput>(() => import('@/lib/forms/team/team-member').then((m) => m.teamMemberSchema)),
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: BLANK,
  });
  // Mailed once per request: a double click, a retry or a lost answer never sends a second mail.
  const send = useSendOnce<InviteMemberResponse>(TEAM_API.invite);
  const onSubmit = kit.submitWith((values) => send(values), onSent);
  return (
    <BffForm kit={kit} onSubmit={onSubmit} onChange={onChange} className="space-y-4" submit={{ label: 'Send invitation', busyLabel: 'Sending…' }}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput name="name" label={L.name} maxLength={MEMBER_MAX.name} autoComplete="off" required />
        <TextInput name="mobile" label={L.mobile} maxLength={MEMBER_MAX.mobile} inputMode="numeric" autoComplete="off" clean={cleanPhoneInput} required />
        <TextInput name="email" label={L.email} hint={MEMBER_HINTS.email} maxLength={MEMBER_MAX.email} type="email" autoComplete="off" autoCapitalize="none" spellCheck={false} required containerClassName="sm:col-span-2" />
        <MemberAccessFields />
      </div>
    </BffForm>
  );
}
