'use client';

import { useSendOnce } from '@/components/bff/use-send-once';
import { BffForm } from '@/components/forms/BffForm';
import { lazyZodResolver } from '@/components/forms/lazy-zod-resolver';
import { useBffForm } from '@/components/forms/useBffForm';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { TEAM_API, type MemberChangeResponse, type TeamMember } from '@/lib/api/team';
import type { MemberAccessInput } from '@/lib/forms/team/team-member';
import { panListText } from '@/lib/forms/team/team-member-fields';
import { TEAM_MESSAGES } from '@/lib/rules/team';
import { MemberAccessFields } from './MemberAccessFields';

/** A member's role, codes and scope; the name and contacts stay the invitation's. */
export function EditAccessDialog({ member, onClose, onDone }: { member: TeamMember | null; onClose: () => void; onDone: (message: string) => void }) {
  return (
    <Modal open={member !== null} onClose={onClose} title={member ? `Change ${member.name}'s access` : 'Change access'} size="lg">
      {/* Mounted per opening: it starts from the member as listed, with an idempotency key of its own. */}
      {member && <EditAccessForm member={member} onCancel={onClose} onDone={onDone} />}
    </Modal>
  );
}

function EditAccessForm({ member, onCancel, onDone }: { member: TeamMember; onCancel: () => void; onDone: (message: string) => void }) {
  const kit = useBffForm<MemberAccessInput>({
    resolver: lazyZodResolver<MemberAccessInput>(() => import('@/lib/forms/team/team-member').then((m) => m.memberAccessSchema)),
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: { memberId: member.id, role: member.role, euin: member.euin, subBroker: member.subBroker, scope: member.scope, scopePans: panListText(member.scopePans) },
  });
  const send = useSendOnce<MemberChangeResponse>(TEAM_API.update);
  const onSubmit = kit.submitWith((values) => send(values), (answer) => onDone(answer.message));
  return (
    <BffForm
      kit={kit}
      onSubmit={onSubmit}
      className="space-y-4"
      submit={{ label: 'Save changes', busyLabel: 'Saving…' }}
      footerClassName="flex flex-wrap justify-end gap-2 border-t border-line pt-4"
      actions={
        <Button variant="secondary" onClick={onCancel} disabled={kit.busy}>
          Cancel
        </Button>
      }
    >
      <p className="text-sm text-ink-muted">
        {member.name} · {member.email}
        {member.status === 'active' && <>. {TEAM_MESSAGES.accessChangeSignsOut}.</>}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <MemberAccessFields />
      </div>
    </BffForm>
  );
}
