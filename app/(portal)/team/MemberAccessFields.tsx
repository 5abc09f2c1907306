'use client';

import { useFormContext, useWatch } from 'react-hook-form';
import { SelectInput } from '@/components/forms/SelectInput';
import { TextInput } from '@/components/forms/TextInput';
import { MEMBER_HINTS, MEMBER_LABELS as L, MEMBER_MAX, ROLE_OPTIONS, SCOPE_OPTIONS } from '@/lib/forms/team/team-member-fields';

/**
 * What a member may do and see: the role, their own EUIN or sub-broker code, and which investors (the
 * list's PANs only for a list). The invitation and a change of access share them.
 */
export function MemberAccessFields() {
  const { control } = useFormContext();
  const scope = useWatch({ control, name: 'scope' }) as string;
  return (
    <>
      <SelectInput name="role" label={L.role} options={ROLE_OPTIONS} placeholder="Select a role" hint={MEMBER_HINTS.role} required />
      <TextInput name="euin" label={L.euin} hint={MEMBER_HINTS.euin} maxLength={MEMBER_MAX.euin} autoCapitalize="characters" autoComplete="off" spellCheck={false} />
      <TextInput name="subBroker" label={L.subBroker} hint={MEMBER_HINTS.subBroker} maxLength={MEMBER_MAX.subBroker} autoCapitalize="characters" autoComplete="off" spellCheck={false} />
      <SelectInput name="scope" label={L.scope} options={SCOPE_OPTIONS} placeholder="Select which investors" required />
      {scope === 'list' && (
        <TextInput name="scopePans" label={L.scopePans} hint={MEMBER_HINTS.scopePans} autoCapitalize="characters" autoComplete="off" spellCheck={false} required containerClassName="sm:col-span-2" />
      )}
    </>
  );
}
