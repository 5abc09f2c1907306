// The e-KYC form's BFF calls: the KYC check of a typed PAN and the start of an e-KYC.

export const EKYC_API = '/api/ekyc';
export const EKYC_CHECK_API = '/api/ekyc/check';

export interface EkycCheckResponse {
  /** KYC-registered at the KRA: no e-KYC is needed (or allowed) for this PAN. */
  registered: boolean;
}

export type EkycResponse =
  /** IKYC: the investor has been mailed the link; the form shows the message, then goes to the dashboard. */
  | { kind: 'mail'; message: string }
  /** DKYC: the fund house's e-KYC page, opened in the same window. */
  | { kind: 'external'; url: string };

export const EKYC_MAIL_SENT = (email: string) =>
  `An e-KYC link has been sent to the investor at ${email}. The investor completes the KYC with online IPV and e-sign.`;
