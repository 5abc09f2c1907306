'use client';

import { SelectField } from '@/components/ui/SelectField';
import { TRAIL_WORDS } from '@/lib/rules/team-trail';

/** The admin's choice of whose links Today lists (fetched only for the admin: the select is not on Today's first load). */
export function PersonChoice({ people, value, onChange }: { people: { value: string; label: string }[]; value: string; onChange: (value: string) => void }) {
  return (
    <div className="max-w-xs">
      <SelectField label={TRAIL_WORDS.filter} placeholder={TRAIL_WORDS.everyone} options={people} value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}
