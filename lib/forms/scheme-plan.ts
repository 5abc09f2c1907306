// A scheme list's value, apart from the forms' schemas so screens that only read it do not load zod.

export interface SchemePlan {
  fund: string;
  scheme: string;
  plan: string;
  option: string;
}

/** A scheme list value is 'fund~scheme~plan~option': the third part is the plan, the fourth the option. */
export function splitSchemePlan(value: string): SchemePlan | null {
  const parts = value.split('~').map((p) => p.trim());
  if (parts.length !== 4 || parts.some((p) => p === '')) return null;
  const [fund, scheme, plan, option] = parts as [string, string, string, string];
  return { fund, scheme, plan, option };
}
