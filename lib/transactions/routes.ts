// The transaction screens' addresses (seed 000 section 2, seed 001 section 2). Each carries the
// sealed investor token of its flow as ?f=.

export const NEW_TRANSACTION = '/new-transaction';
export const TRANSACTION_TYPES = '/new-transaction/transction-types';

/** Where each transaction type's digital form lives; the confirm screen is its /confirm child. */
export const DIGITAL_ROUTES = {
  lumpsum: '/new-transaction/nfo-new-purchase/digital/transact',
  'additional-purchase': '/new-transaction/additional-purchase/digital/transact',
  redemption: '/new-transaction/redemption/digital/transact',
  switch: '/new-transaction/switch/digital/transact',
} as const;

export type DigitalKind = keyof typeof DIGITAL_ROUTES;

export const confirmRoute = (kind: DigitalKind) => `${DIGITAL_ROUTES[kind]}/confirm`;

/** An address of the flow: the path with the token. */
export const flowHref = (path: string, f: string) => `${path}?f=${encodeURIComponent(f)}`;

/** Where closing the success dialog goes: the portal's base, which lands the distributor on their home. */
export const BASE_ROUTE = '/';
