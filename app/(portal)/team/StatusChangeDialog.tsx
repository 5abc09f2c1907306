'use client';

import { useState } from 'react';
import { useSendOnce } from '@/components/bff/use-send-once';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { TEAM_API, type MemberChangeResponse, type MemberStatusChange, type TeamMember } from '@/lib/api/team';
import { TEAM_MESSAGES } from '@/lib/rules/team';

export interface StatusChangeAsked {
  member: TeamMember;
  action: MemberStatusChange;
}

const WORDS: Record<MemberStatusChange | 'withdraw', { title: string; button: string; busy: string; ask: (name: string) => string }> = {
  suspend: { title: 'Suspend member', button: 'Suspend', busy: 'Suspending…', ask: TEAM_MESSAGES.confirmSuspend },
  reactivate: { title: 'Reactivate member', button: 'Reactivate', busy: 'Reactivating…', ask: TEAM_MESSAGES.confirmReactivate },
  remove: { title: 'Remove member', button: 'Remove', busy: 'Removing…', ask: TEAM_MESSAGES.confirmRemove },
  // Removing someone still invited withdraws the invitation.
  withdraw: { title: 'Withdraw invitation', button: 'Withdraw', busy: 'Withdrawing…', ask: TEAM_MESSAGES.confirmWithdraw },
};

const wordsFor = ({ member, action }: StatusChangeAsked) => WORDS[action === 'remove' && member.status === 'invited' ? 'withdraw' : action];

/** Asks before a member is suspended, reactivated or removed; a refusal shows here with the way to try again. */
export function StatusChangeDialog({ asked, onClose, onDone }: { asked: StatusChangeAsked | null; onClose: () => void; onDone: (message: string) => void }) {
  return (
    <Modal open={asked !== null} onClose={onClose} title={asked ? wordsFor(asked).title : ''} size="sm">
      {/* Mounted per opening, so each confirmation carries an idempotency key of its own. */}
      {asked && <StatusChangeBody asked={asked} onCancel={onClose} onDone={onDone} />}
    </Modal>
  );
}

function StatusChangeBody({ asked, onCancel, onDone }: { asked: StatusChangeAsked; onCancel: () => void; onDone: (message: string) => void }) {
  const words = wordsFor(asked);
  const send = useSendOnce<MemberChangeResponse>(TEAM_API.change(asked.action));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    const result = await send({ memberId: asked.member.id });
    setBusy(false);
    if (result.ok) onDone(result.data.message);
    else setError(result.message);
  };
  return (
    <div className="space-y-4">
      {error && <Alert tone="error">{error}</Alert>}
      <p className="text-ink">{words.ask(asked.member.name)}</p>
      <div className="flex flex-wrap justify-end gap-2 border-t border-line pt-4">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button busy={busy} busyLabel={words.busy} onClick={() => void confirm()}>
          {error ? 'Try again' : words.button}
        </Button>
      </div>
    </div>
  );
}
