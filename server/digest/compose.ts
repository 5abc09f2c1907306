import { TODAY_LISTS, type TodayResponse } from '@/lib/api/today';
import { toDisplayDate } from '@/lib/dates';
import { maskAccount } from '@/lib/rules/mandate-registration-limits';
import { formatRupees } from '@/lib/money';
import { amountOrUnits } from '@/lib/tracker/format';

// The morning digest as a plain-text mail: Today's four figures and the first rows of each list, each list
// with its link into the portal. Names and masked numbers only: no PAN, no whole folio, account or UMRN.
// The links open the portal's pages; they sign nobody in.

/** Rows of each list the mail names; the rest are counted. */
export const DIGEST_ROWS = 3;

export interface DigestMail {
  subject: string;
  text: string;
}

const left = (expiresAt: string, now: string) => {
  const minutes = Math.max(0, Math.round((Date.parse(expiresAt) - Date.parse(now)) / 60_000));
  return minutes >= 60 ? `${Math.floor(minutes / 60)} h ${minutes % 60} min` : `${minutes} min`;
};

function rowsOf(view: TodayResponse, key: (typeof TODAY_LISTS)[number]['key']): string[] | null {
  switch (key) {
    case 'links':
      return view.links.map((l) => `${l.investor}: ${l.kindLabel}${l.scheme ? `, ${l.scheme}` : ''}${amountOrUnits(l.amount, l.units) ? `, ${amountOrUnits(l.amount, l.units)}` : ''}; the link stops working in ${left(l.expiresAt, view.now)}`);
    case 'sips':
      return view.sips?.map((s) => `${s.investor}: ${s.scheme} (folio ${maskAccount(s.folio)}), ${formatRupees(s.amount)} ${s.frequency}; ${s.risks.map((r) => r.text).join('; ')}`) ?? null;
    case 'investors':
      return view.investors.map((i) => `${i.investor}: ${i.blocks.map((b) => b.text).join('; ')}`);
    case 'mandates':
      return view.mandates?.map((m) => `${m.investor}: ${m.kind} mandate, ${m.bankName}${m.umrn ? ` (UMRN ${maskAccount(m.umrn)})` : ''}; ${m.notes.join('; ')}`) ?? null;
  }
}

export function composeDigest(view: TodayResponse, origin: string): DigestMail {
  const today = `${origin}/today`;
  const sections = TODAY_LISTS.map((list) => {
    const rows = rowsOf(view, list.key);
    if (!rows) return `${list.label}: not available\n  The registrar offers no book-wide read: see each investor's page.\n  ${today}#${list.anchor}`;
    const shown = rows.slice(0, DIGEST_ROWS).map((r) => `  - ${r}`);
    if (rows.length > DIGEST_ROWS) shown.push(`  … and ${rows.length - DIGEST_ROWS} more`);
    return [`${list.label}: ${rows.length}`, ...shown, `  ${today}#${list.anchor}`].join('\n');
  });
  const day = toDisplayDate(new Date(view.now));
  const text = [
    `What needs doing today, ${day}:`,
    ...sections,
    `Sign in to the portal to act on these: the links above open its pages and sign nobody in.\nYou receive this mail because the morning digest is on in Profile Settings (${origin}/settings).`,
  ].join('\n\n');
  return { subject: `Your morning digest for ${day}`, text: `${text}\n` };
}
