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

const ONES = [
  '', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve',
  'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n] ?? '';
  return [TENS[Math.floor(n / 10)], ONES[n % 10]].filter(Boolean).join(' ');
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds] ?? ''} Hundred` : '', rest ? belowHundred(rest) : ''].filter(Boolean).join(' ');
}

/** Whole rupees in words, Indian style: 123456 → 'One Lakh Twenty Three Thousand Four Hundred Fifty Six Rupees Only'. */
export function rupeesInWords(value: number): string {
  let n = Math.floor(Math.abs(value));
  if (n === 0) return 'Zero Rupees Only';
  const parts: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  n %= 10_000_000;
  if (crore) parts.push(`${crore >= 1000 ? rupeesInWords(crore).replace(/ Rupees Only$/, '') : belowThousand(crore)} Crore`);
  const lakh = Math.floor(n / 100_000);
  n %= 100_000;
  if (lakh) parts.push(`${belowHundred(lakh)} Lakh`);
  const thousand = Math.floor(n / 1000);
  n %= 1000;
  if (thousand) parts.push(`${belowHundred(thousand)} Thousand`);
  if (n) parts.push(belowThousand(n));
  return `${parts.join(' ')} Rupees Only`;
}

const grouping3 = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 3, maximumFractionDigits: 3 });

/** Units as account statements show them: three decimals, Indian grouping (1,234.567). */
export function formatUnits(value: number): string {
  return grouping3.format(value);
}
