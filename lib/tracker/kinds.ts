// What the tracker calls each kind of request that is not a transaction form of the registry
// (server/transactions/registry.ts names those). The keys are what handlers declare in `initiates`.

export const OTHER_INITIATION_KINDS = {
  'sip-topup': 'SIP Top-up',
  'physical-upload': 'Physical transaction upload',
  nct: 'NCT request',
  'ekyc-mail': 'e-KYC link',
  mailback: 'Mail-back request',
  'nfo-link': 'NFO link',
  'new-investor': 'New investor application',
  reinitiate: 'Reinitiated transaction',
  'link-resend': 'Authorisation link resent',
  'team-invite': 'Team member invitation',
} as const;

/** Kept in the trail, but shown on the transaction's own timeline rather than as rows of their own. */
export const UNLISTED_KINDS = ['link-resend'];

export type OtherInitiationKind = keyof typeof OTHER_INITIATION_KINDS;
