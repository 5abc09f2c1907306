// What the switch form clears, without zod, for the form's components; ./switch.ts holds the schema.

/** Changing the folio clears the switch-out scheme, the category and the switch-in scheme (seed 001 section 4). */
export const CLEARED_ON_FOLIO = ['scheme', 'category', 'switchInScheme', 'balUnits', 'curValue', 'minAmount'] as const;
