'use client';

import { bff } from '@/components/bff/client';
import { BffForm } from '@/components/forms/BffForm';
import { lazyZodResolver } from '@/components/forms/lazy-zod-resolver';
import { NewCredentialFields } from '@/components/forms/NewCredentialFields';
import { useBffForm } from '@/components/forms/useBffForm';
import { TEAM_INVITATION_API, type AcceptInvitationResponse } from '@/lib/api/team';
import type { InvitationCredentialsInput } from '@/lib/forms/team/team-invitation';

export interface AcceptInvitationFormProps {
  token: string;
  /** Where the invitation was mailed: the user id offered, which the invitee may change. */
  email: string;
  onAccepted: (message: string) => void;
}

/** The invitee's own user id and password, under the sign-up's rules; accepted once. */
export function AcceptInvitationForm({ token, email, onAccepted }: AcceptInvitationFormProps) {
  const kit = useBffForm<InvitationCredentialsInput>({
    resolver: lazyZodResolver<InvitationCredentialsInput>(() => import('@/lib/forms/team/team-invitation').then((m) => m.invitationCredentialsSchema)),
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: { userId: email, password: '', confirmPassword: '' },
  });
  // The token goes with the values but is no field: a refusal of it shows above the form.
  const onSubmit = kit.submitWith(
    (values) => bff<AcceptInvitationResponse>(TEAM_INVITATION_API.accept, { body: { ...values, token }, public: true }),
    (answer) => onAccepted(answer.message),
  );
  return (
    <BffForm kit={kit} onSubmit={onSubmit} className="space-y-4" submit={{ label: 'Accept invitation', busyLabel: 'Accepting…', className: 'w-full' }}>
      <NewCredentialFields />
    </BffForm>
  );
}
