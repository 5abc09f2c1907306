// The transaction screens' fixed addresses (seed 000 section 2). Each carries the sealed investor token
// of its flow as ?f=. Each kind's form and confirm screen addresses are in its declaration
// (server/transactions/registry.ts lists them), made from the ones here.

export const NEW_TRANSACTION = '/new-transaction';
export const TRANSACTION_TYPES = '/new-transaction/transction-types';

/** A type's Digital form: /new-transaction/{type}/digital/transact. */
export const transactPath = (type: string) => `${NEW_TRANSACTION}/${type}/digital/transact`;
/** The SIP's Digital mode chooser, where the mandate modes and their forms live (seed 001 section 2). */
export const SIP_MODES = `${NEW_TRANSACTION}/sip/digital/modes`;
/** The mandate registration forms (seed 002 section 2.1), by the kind that registers one. */
export const MANDATE_FORMS = {
  'enach-mandate': `${SIP_MODES}/enach-folios/eNACH`,
  'upi-mandate': `${SIP_MODES}/upi-folios/upi`,
} as const;

/** A kind's form route and its confirm screen's, beneath it (every kind's but the SIP modification's). */
export const formWithConfirm = (form: string) => ({ form, confirmPage: `${form}/confirm` });

/** An address of the flow: the path with the token. */
export const flowHref = (path: string, f: string) => `${path}?f=${encodeURIComponent(f)}`;

/** Where closing the success dialog goes: the portal's base, which lands the distributor on their home. */
export const BASE_ROUTE = '/';
