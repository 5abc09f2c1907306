import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { transactionKinds } from '../../../server/transactions/registry';
import { asksRegistrar } from '../../../server/transactions/order-asked';

// A kind is one declaration beside its service (server/transactions/kind.ts: routes, titles, schema,
// submit, confirm, outcome, and its question for the check before Confirm), listed by one line in
// server/transactions/registry.ts. The type check holds each declaration's steps to its schema; this
// holds the rest of the contract.

const pageOf = (route: string) => join(process.cwd(), 'app', '(portal)', route, 'page.tsx');

describe('every transaction kind', () => {
  it('has a form page and a confirm page at the routes its entry names', () => {
    for (const k of transactionKinds()) {
      expect(existsSync(pageOf(k.form)), `${k.kind} form ${k.form}`).toBe(true);
      expect(existsSync(pageOf(k.confirmPage)), `${k.kind} confirm ${k.confirmPage}`).toBe(true);
    }
  });

  it('has its two steps and the check of a lost confirmation', () => {
    for (const m of transactionKinds()) {
      expect([typeof m.submit, typeof m.confirm, typeof m.outcome.ref, typeof m.outcome.lookup], m.kind).toEqual(['function', 'function', 'function', 'function']);
    }
  });

  it('asks the registrar before Confirm exactly when it makes an order: never for a mandate, a pause or a cancellation', () => {
    const asking = transactionKinds().filter((k) => asksRegistrar(k.kind)).map((k) => k.kind);
    expect(asking.sort()).toEqual(
      ['additional-purchase', 'nfo-new-purchase', 'redemption', 'sip', 'sip-enach', 'sip-mandate', 'sip-modification', 'sip-upi', 'stp', 'switch', 'swp'].sort(),
    );
  });

  it('names the mandate it needs only for a SIP on a mandate', () => {
    const needing = transactionKinds().filter((k) => 'mandateNeed' in k && k.mandateNeed !== undefined).map((k) => k.kind);
    expect(needing.sort()).toEqual(['sip-enach', 'sip-mandate', 'sip-upi']);
  });
});
