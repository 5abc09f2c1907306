// Rupees as the seeds show them: Indian digit grouping (12,34,56,789), and amounts in words with lakh
// and crore. The one place money is formatted.

const grouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const grouping2 = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 12345678.9 → '1,23,45,679': whole rupees, Indian grouping. */
export function formatIndian(value: number): string {
  return grouping.format(Math.round(value) === 0 ? 0 : value);
}

/** 12345678.9 → '₹1,23,45,679' (no decimals, as the dashboard and lists show amounts). */
export function formatRupees(value: number): string {
  return `₹${formatIndian(value)}`;
}

/** Two decimals with Indian grouping: units and NAVs (1,234.5 → '1,234.50'). */
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
