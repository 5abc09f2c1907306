import { formatRupees } from '@/lib/money';

/** What the detail page shows for a figure the registrar left out. */
export const FIGURE_NOT_AVAILABLE = '--NA--';

/** Whole rupees with the sign in front (-₹1,234), or '--NA--'. */
export function rupeesOrNA(value: number | null): string {
  return value === null ? FIGURE_NOT_AVAILABLE : formatRupees(value);
}

/** A percentage with two decimals and its sign (-3.20%), or '--NA--'. */
export function percentOrNA(value: number | null): string {
  return value === null ? FIGURE_NOT_AVAILABLE : `${value.toFixed(2)}%`;
}

/** Colours of the allocation pie and its legend, told apart by the legend's text as well. */
const SLICE_COLOURS = ['#1a4f8c', '#067647', '#b54708', '#6941c6', '#c11574', '#0e7090', '#4a5565'];
export const sliceColour = (i: number) => SLICE_COLOURS[i % SLICE_COLOURS.length] ?? '#4a5565';
