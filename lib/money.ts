// Rupees as the seeds show them: whole rupees with Indian digit grouping (12,34,56,789; seed 000 sections 2
// and 9: "Amounts in rupees without decimals, Indian grouping"), and amounts in words with lakh and crore.
// The one place money is formatted: every rupee amount the portal shows goes through formatIndian (or
// formatRupees, which adds the sign). Only NAVs and units keep their decimals (formatIndian2). Exact
// figures stay in the data (the BFF's answers, the mailed reports); only what is shown is rounded.

const grouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const grouping2 = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Whole rupees, halves away from zero (2.5 → 3, -2.5 → -3), never -0. */
function wholeRupees(value: number): number {
  const whole = Math.sign(value) * Math.round(Math.abs(value));
  return whole === 0 ? 0 : whole;
}

/** 12345678.9 → '1,23,45,679': whole rupees, Indian grouping. */
export function formatIndian(value: number): string {
  return grouping.format(wholeRupees(value));
}

/** 12345678.9 → '₹1,23,45,679', -1234.4 → '-₹1,234': whole rupees, the sign in front. */
export function formatRupees(value: number): string {
  const whole = wholeRupees(value);
  return whole < 0 ? `-₹${grouping.format(-whole)}` : `₹${grouping.format(whole)}`;
}

/** Two decimals with Indian grouping, for units and NAVs only, never rupee amounts (1,234.5 → '1,234.50'). */
export function formatIndian2(value: number): string {
  return grouping2.format(value);
}

/** A number from upstream text ('1,23,456.70', ' 12 ', ''); null when it is not a number. */
export function parseAmount(text: string | number | null | undefined): number | null {
  if (typeof text === 'number') return Number.isFinite(text) ? text : null;
  if (text == null) return null;
  const cleaned = text.replace(/[₹,\s]/g, '');
  if (cleaned === '' || !/^-?\d*\.?\d+$/.test(cleaned)) return null;
  return Number(cleaned);
}

const grouping3 = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 3, maximumFractionDigits: 3 });

/** Units as account statements show them: three decimals, Indian grouping (1,234.567). */
export function formatUnits(value: number): string {
  return grouping3.format(value);
}
