// India has one time zone and no daylight saving, so IST is a fixed +05:30 and needs no tz database.
const IST_OFFSET_MS = 330 * 60_000;

const two = (n: number) => String(n).padStart(2, '0');

/** 'DD/MM/YYYY hh:mm AM' in IST, the registrar's LastLogin format. */
export function formatIstDateTime(at: Date): string {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  const hours24 = ist.getUTCHours();
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  const meridiem = hours24 < 12 ? 'AM' : 'PM';
  return (
    `${two(ist.getUTCDate())}/${two(ist.getUTCMonth() + 1)}/${ist.getUTCFullYear()} ` +
    `${two(hours12)}:${two(ist.getUTCMinutes())} ${meridiem}`
  );
}
