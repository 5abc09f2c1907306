'use client';

import type { ReactNode } from 'react';
import { useFieldArray, useFormContext, type FieldValues } from 'react-hook-form';
import { Button } from '@/components/ui/Button';

export interface RepeaterProps {
  /** The array's path in the form: 'holders', 'nominees'. */
  name: string;
  /** One group's heading: 'Holder 2', 'Nominee 1'. */
  itemLabel: (index: number) => string;
  /** The group's fields; their names are `${prefix}.field`. */
  children: (item: { index: number; prefix: string }) => ReactNode;
  /** A fresh group's values. */
  blank: () => FieldValues;
  min?: number;
  max: number;
  addLabel: string;
  /** Said in Add's place once there are `max` groups, so the limit is stated rather than Add just vanishing. */
  atMax?: string;
  /** How many leading groups can never be removed (the first holder, say). */
  fixed?: number;
}

/**
 * Repeated groups of fields (holders, nominees) on react-hook-form's useFieldArray: each group is a
 * fieldset named by its heading, with Add under the last and Remove on each above the minimum.
 */
export function Repeater({ name, itemLabel, children, blank, min = 0, max, addLabel, atMax, fixed = 0 }: RepeaterProps) {
  const { control } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name });
  return (
    <div className="space-y-4">
      {fields.map((field, index) => (
        <fieldset key={field.id} className="space-y-4 rounded-card border border-line p-4">
          <legend className="px-1 text-base font-semibold text-ink">{itemLabel(index)}</legend>
          {children({ index, prefix: `${name}.${index}` })}
          {fields.length > min && index >= fixed && (
            <div className="flex justify-end">
              <Button variant="secondary" onClick={() => remove(index)}>
                Remove {itemLabel(index)}
              </Button>
            </div>
          )}
        </fieldset>
      ))}
      {fields.length < max ? (
        <Button variant="secondary" onClick={() => append(blank())}>
          {addLabel}
        </Button>
      ) : atMax && <p className="text-sm text-ink-muted">{atMax}</p>}
    </div>
  );
}
