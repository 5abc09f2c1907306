// The dashboard's asset-class pie: the five largest slices of the book by AUM percentage (seed 000,
// section 9). Isomorphic and pure, so the service that builds the answer and its tests share it.

export const PIE_TOP_COUNT = 5;

/** Shown in place of the pie when no slice is left to draw (an empty book, or one worth nothing). */
export const NO_ASSET_CLASS_BREAKUP = 'No Asset Class wise break up Found';

export interface AumShare {
  fundCode: string;
  fundName: string;
  category: string;
  /** Rupees. */
  aum: number;
  /** Share of the whole book, 0–100. */
  percent: number;
}

const usable = (s: AumShare) => Number.isFinite(s.percent) && Number.isFinite(s.aum) && s.percent > 0 && s.aum > 0;

/**
 * The `count` largest shares by percentage. A slice worth nothing has no area, so it is left out
 * rather than drawn invisibly. Equal percentages (the registrar rounds to two decimals) are ordered by
 * rupees, then by name, so the same book always shows the same five slices in the same order.
 */
export function topAumShares(shares: readonly AumShare[], count = PIE_TOP_COUNT): AumShare[] {
  return shares
    .filter(usable)
    .sort(
      (a, b) =>
        b.percent - a.percent ||
        b.aum - a.aum ||
        a.fundName.localeCompare(b.fundName) ||
        a.category.localeCompare(b.category),
    )
    .slice(0, Math.max(0, count));
}
