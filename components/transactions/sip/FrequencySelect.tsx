'use client';

import { SelectInput } from '@/components/forms/SelectInput';
import type { SipFrequency } from '@/lib/api/sip';

export interface FrequencySelectProps {
  label: string;
  frequencies: SipFrequency[];
  loading: boolean;
  /** No scheme chosen yet. */
  noScheme: boolean;
  hint?: string;
  onChoose: (id: string) => void;
}

/** A scheme's SIP frequencies, busy while they load; choosing one resets what depends on it. */
export function FrequencySelect({ label, frequencies, loading, noScheme, hint, onChoose }: FrequencySelectProps) {
  return (
    <SelectInput
      name="frequency" label={label} required placeholder={loading ? 'Loading frequencies…' : 'Select Frequency'}
      disabled={noScheme || loading} aria-busy={loading || undefined}
      options={frequencies.map((f) => ({ value: f.id, label: f.label }))}
      hint={hint}
      rules={{ onChange: (e: { target: { value: string } }) => onChoose(e.target.value) }}
    />
  );
}
