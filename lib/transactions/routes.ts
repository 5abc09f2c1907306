// The transaction screens' fixed addresses (seed 000 section 2). Each carries the sealed investor token
// of its flow as ?f=. The forms' and confirm screens' addresses are in the registry.

export const NEW_TRANSACTION = '/new-transaction';
export const TRANSACTION_TYPES = '/new-transaction/transction-types';

/** An address of the flow: the path with the token. */
export const flowHref = (path: string, f: string) => `${path}?f=${encodeURIComponent(f)}`;

/** Where closing the success dialog goes: the portal's base, which lands the distributor on their home. */
export const BASE_ROUTE = '/';
