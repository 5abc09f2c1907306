// The fund house's exit loads: a percentage of the redeemed (or switched-out) value when units leave
// within a number of days of allotment. ELSS units are locked in for three years and carry none.

export interface ExitLoadRule {
  percent: number;
  /** The load applies when the units are held for fewer days than this. */
  withinDays: number;
  remarks: string;
}

const NIL = (remarks: string): ExitLoadRule => ({ percent: 0, withinDays: 0, remarks });

const BY_CATEGORY: Record<string, ExitLoadRule> = {
  Equity: { percent: 1, withinDays: 365, remarks: '1% if redeemed or switched out within 365 days of allotment; nil thereafter.' },
  Hybrid: { percent: 1, withinDays: 365, remarks: '1% if redeemed or switched out within 365 days of allotment; nil thereafter.' },
  Index: { percent: 0.25, withinDays: 15, remarks: '0.25% if redeemed or switched out within 15 days of allotment; nil thereafter.' },
  Liquid: { percent: 0.007, withinDays: 7, remarks: '0.0070% if redeemed or switched out within 7 days of allotment; nil thereafter.' },
  Debt: NIL('Nil'),
  ELSS: NIL('Nil (units are locked in for 3 years from allotment).'),
};

const BY_SCHEME: Record<string, ExitLoadRule> = {
  AR: { percent: 0.25, withinDays: 30, remarks: '0.25% if redeemed or switched out within 30 days of allotment; nil thereafter.' },
};

export function exitLoadRule(scheme: string, category: string): ExitLoadRule {
  return BY_SCHEME[scheme] ?? BY_CATEGORY[category] ?? NIL('Nil');
}

export interface ExitLoadQuote {
  units: number;
  amount: number;
  percent: number;
  load: number;
  remarks: string;
}

const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;

/**
 * The load on a redemption of `units` (or of `amount` when units is 0) at `nav`, for units held
 * `heldDays` days: the value is the units at the NAV, the load a percentage of it.
 */
export function quoteExitLoad(rule: ExitLoadRule, input: { units: number; amount: number; nav: number; heldDays: number }): ExitLoadQuote {
  const units = input.units > 0 ? input.units : round(input.amount / input.nav, 4);
  const amount = input.units > 0 ? round(input.units * input.nav, 2) : input.amount;
  const percent = input.heldDays < rule.withinDays ? rule.percent : 0;
  return { units, amount, percent, load: round((amount * percent) / 100, 2), remarks: rule.remarks };
}
