'use client';

import { useFormContext } from 'react-hook-form';
import { SelectInput } from '@/components/forms/SelectInput';
import type { OutgoingFolio } from '@/lib/api/transactions';
import { RESET_ON_HOLDING_CHANGE } from '@/lib/forms/redemption/redemption-fields';

export interface HoldingSelectsProps {
  folios: OutgoingFolio[];
  folio: string;
  schemeLabel: string;
  /** Redemption's minimum is the holding's; a switch's is the scheme it goes into, set elsewhere. */
  minimum: 'holding' | 'target';
  /** What else a new folio clears (its scheme, bank, switch-in choice…). */
  clearOnFolio: readonly string[];
}

interface HoldingValues {
  type: 'P' | 'F';
  mode: 'U' | 'A';
  value: string;
  [field: string]: string;
}

/**
 * The folio and the scheme in it that an order takes units out of (redemption, switch). Choosing either
 * starts the order again, Partial by Units with no value, and a scheme's figures fill the hidden fields
 * the rules read (seed 001 section 4).
 */
export function HoldingSelects({ folios, folio, schemeLabel, minimum, clearOnFolio }: HoldingSelectsProps) {
  const { setValue, clearErrors } = useFormContext<HoldingValues>();
  const holdings = folios.find((x) => x.acno === folio)?.holdings ?? [];

  function startOver() {
    for (const [name, v] of Object.entries(RESET_ON_HOLDING_CHANGE)) setValue(name, v);
    clearErrors(['value', 'mode']);
  }

  function chooseScheme(value: string) {
    const chosen = holdings.find((h) => h.value === value);
    setValue('balUnits', chosen?.balUnits ?? '');
    setValue('curValue', chosen ? String(chosen.curValue) : '');
    if (minimum === 'holding') setValue('minAmount', chosen ? String(chosen.minAmount) : '');
    startOver();
  }

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectInput
        name="folio"
        label="Folio"
        required
        placeholder="Select Folio"
        options={folios.map((x) => x.acno)}
        hint="Folios with no balance are not listed."
        rules={{
          onChange: () => {
            for (const name of clearOnFolio) setValue(name, '');
            startOver();
          },
        }}
      />
      <SelectInput
        name="scheme"
        label={schemeLabel}
        required
        placeholder="Select Scheme"
        disabled={!folio}
        options={holdings.map((h) => ({ value: h.value, label: h.label }))}
        rules={{ onChange: (e: { target: { value: string } }) => chooseScheme(e.target.value) }}
      />
    </div>
  );
}
