import { DEMO, EXPIRED, NOT_EMPANELLED, TXN } from './fixtures';

// Yearly self-declaration reviews. The demo account has eleven so that the profile page's cap of
// nine rows shows; two are pending so both statuses appear.

const SUBMITTED = 'Submitted';
const PENDING = 'Pending';

function years(arn: string, from: number, to: number, pending: readonly number[]) {
  const rows = [];
  for (let year = from; year <= to; year++) {
    rows.push({ arn, from_year: year, to_year: year + 1, status: pending.includes(year) ? PENDING : SUBMITTED });
  }
  return rows;
}

export function selfDeclarationRows() {
  return [
    ...years(DEMO.arn, 2015, 2025, [2025, 2021]),
    ...years(TXN.arn, 2023, 2025, []),
    ...years(EXPIRED.arn, 2020, 2022, [2022]),
    ...years(NOT_EMPANELLED.arn, 2024, 2024, []),
  ];
}
