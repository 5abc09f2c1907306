// UPI AutoPay without UPI Collect: from 28 February 2026 NPCI takes no new mandate created through a
// Collect request (the payee asking for the investor's UPI ID) on Android or desktop. The investor
// starts it instead: a QR code to scan in any UPI app on a computer, the UPI app itself (an intent
// link) on a phone. Isomorphic (no I/O): the sandbox's authorisation page builds both by it, the
// portal's summary says so.

export const UPI_COLLECT_MANDATES_END = '2026-02-28';

export type UpiApproval = 'qr' | 'intent';

/** A phone opens the UPI app; anything else (a desktop browser) gets the QR code. */
export const upiApprovalFor = (userAgent: string | undefined): UpiApproval =>
  /Android|iPhone|iPad|iPod|Mobile/i.test(userAgent ?? '') ? 'intent' : 'qr';

/** The registrar's frequencies in the UPI mandate's recurrence words. */
const RECURRENCE: Record<string, string> = {
  'As and when presented': 'ASPRESENTED',
  Monthly: 'MONTHLY',
  Quarterly: 'QUARTERLY',
  'Half Yearly': 'HALFYEARLY',
  Yearly: 'YEARLY',
};

export interface UpiMandateRequest {
  /** The fund house's UPI ID and name: the payee. */
  payee: string;
  payeeName: string;
  /** The mandate's reference, which the payee matches the approval against. */
  ref: string;
  maxAmount: number;
  frequency: string;
  /** DD/MM/YYYY. */
  start: string;
  end: string;
}

const ddmmyyyy = (date: string) => date.replaceAll('/', '');

/** The mandate as a UPI app reads it, from the QR code or the intent link: up to the maximum, recurring, revocable. */
export function upiMandateLink(m: UpiMandateRequest): string {
  const query = new URLSearchParams({
    pa: m.payee,
    pn: m.payeeName,
    tr: m.ref,
    tn: `UPI AutoPay mandate ${m.ref}`,
    am: m.maxAmount.toFixed(2),
    amrule: 'MAX',
    cu: 'INR',
    recur: RECURRENCE[m.frequency] ?? 'ASPRESENTED',
    validitystart: ddmmyyyy(m.start),
    validityend: ddmmyyyy(m.end),
    rev: 'Y',
    txnType: 'CREATE',
  });
  return `upi://mandate?${query.toString()}`;
}

export const UPI_APPROVAL_TEXTS = {
  heading: 'Approve in your UPI app',
  qr: 'Scan this QR code with any UPI app (BHIM or your bank’s or payment app) and approve the mandate with your UPI PIN.',
  qrAlt: (ref: string) => `QR code of UPI AutoPay mandate ${ref}`,
  intent: 'Open your UPI app to approve the mandate with your UPI PIN.',
  intentLink: 'Open UPI app',
  /** What the portal's UPI AutoPay summary tells the distributor. */
  portal:
    'The investor approves this mandate from the link in the e-mail: on a computer by scanning its QR code in any UPI app, on a phone by opening the UPI app from it, with the UPI PIN and an OTP sent to their registered mobile number and e-mail address. No UPI Collect request is sent.',
} as const;
