import 'server-only';
import { formatIsoDay, parseDisplayDate } from '@/lib/dates';
import { splitSchemePlan } from '@/lib/forms/links/scheme-link';
import type { ParamsOf } from '../fundhouse/endpoint';
import type { orderCheck } from '../fundhouse/endpoints/order-problems';

// How a kind puts its order to the check before Confirm (`asks` in its declaration, ./kind.ts): the order as the
// kind's confirmation will send it (kind, folio, schemes, rupees, the folio's contacts, the EUIN, a SIP's
// mandate and dates), read from the draft's own values, so the check is of the order the summary shows.
// These are the pieces every kind's question is made of, so each writes only what is its own.

/** The check's question for one order; the PAN and the fund are the route's and the deployment's. */
export type OrderAsked = Omit<ParamsOf<typeof orderCheck>, 'Pan' | 'Fund'>;

/** The scheme the order goes into (or comes out of), as the check names it. */
export const into = (value: string) => {
  const p = splitSchemePlan(value);
  return p ? { Scheme: p.scheme, Plan: p.plan, Option: p.option } : {};
};

/** The scheme a switch or STP moves to. */
export const to = (value: string) => {
  const p = splitSchemePlan(value);
  return p ? { ToScheme: p.scheme, ToPlan: p.plan, ToOption: p.option } : {};
};

/** Whole rupees as the check takes them; nothing for a value that is not an amount. */
export const rupees = (text: string) => {
  const n = Number(text.trim());
  return Number.isFinite(n) && n > 0 && n < 1e10 ? String(Math.round(n)) : '';
};

/** The EUIN the order names, or nothing under the execution-only declaration. */
export const euin = (v: { euinDeclaration: 'YES' | 'NO'; euin: string }) => (v.euinDeclaration === 'YES' ? '' : v.euin.trim().toUpperCase());

/** A form's DD/MM/YYYY as the check's ISO day; nothing for a date that does not read. */
export const iso = (display: string) => {
  const day = parseDisplayDate(display);
  return day ? formatIsoDay(day) : '';
};
