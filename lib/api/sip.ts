// The SIP form's lists (seed 001 section 4): a scheme's frequencies, each with its fewest installments,
// smallest instalment and SIP days; and the dates the registrar computes for a SIP.

export interface SipFrequency {
  id: 'M' | 'Q';
  label: string;
  minInstallments: number;
  minAmount: number;
  multiples: number;
  days: number[];
  /** The scheme takes a Chhoti SIP at this frequency (lib/rules/chhoti-sip.ts). */
  chhoti: boolean;
}

export type SipOptionsResponse = { frequencies: SipFrequency[] };
/** DD/MM/YYYY. */
export type SipDatesResponse = { startDate: string; endDate: string };

export const sipOptionsPath = (scheme: string) => `/api/transactions/sip/options?scheme=${encodeURIComponent(scheme)}`;

export const sipDatesPath = (q: { scheme: string; frequency: string; installments: string; sipDay: string }) =>
  `/api/transactions/sip/dates?${new URLSearchParams(q).toString()}`;
