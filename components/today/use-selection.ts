'use client';

import { useState } from 'react';

/** Which rows of a list are selected, by id; ids no longer listed drop out. */
export function useSelection(ids: readonly string[]) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const selected = ids.filter((id) => chosen.has(id));
  const toggle = (id: string) =>
    setChosen((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const all = selected.length === ids.length && ids.length > 0;
  return { selected, isSelected: (id: string) => chosen.has(id), toggle, all, toggleAll: () => setChosen(all ? new Set() : new Set(ids)), clear: () => setChosen(new Set()) };
}

export type Selection = ReturnType<typeof useSelection>;
