import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TRANSACTION_KINDS_LIST } from '@/lib/transactions/registry';
import { KIND_MODULES } from '../../../server/transactions/modules';
import { asksRegistrar } from '../../../server/transactions/order-asked';

// A kind is its entry in lib/transactions/registry.ts (routes, titles, schema) and its module in
// server/transactions/modules.ts (submit, confirm, outcome, and its question for the check before
// Confirm). The type check holds the module table to the registry; this holds the rest of the contract.

const pageOf = (route: string) => join(process.cwd(), 'app', '(portal)', route, 'page.tsx');

describe('every transaction kind', () => {
  it('has a form page and a confirm page at the routes its entry names', () => {
    for (const k of TRANSACTION_KINDS_LIST) {
      expect(existsSync(pageOf(k.form)), `${k.kind} form ${k.form}`).toBe(true);
      expect(existsSync(pageOf(k.confirm)), `${k.kind} confirm ${k.confirm}`).toBe(true);
    }
  });

  it('has a module with its two steps and the check of a lost confirmation', () => {
    for (const k of TRANSACTION_KINDS_LIST) {
      const m = KIND_MODULES[k.kind];
      expect([typeof m.submit, typeof m.confirm, typeof m.outcome.ref, typeof m.outcome.lookup], k.kind).toEqual(['function', 'function', 'function', 'function']);
    }
  });

  it('asks the registrar before Confirm exactly when it makes an order: never for a mandate, a pause or a cancellation', () => {
    const asking = TRANSACTION_KINDS_LIST.filter((k) => asksRegistrar(k.kind)).map((k) => k.kind);
    expect(asking.sort()).toEqual(
      ['additional-purchase', 'nfo-new-purchase', 'redemption', 'sip', 'sip-enach', 'sip-mandate', 'sip-modification', 'sip-upi', 'stp', 'switch', 'swp'].sort(),
    );
  });

  it('names the mandate it needs only for a SIP on a mandate', () => {
    const needing = TRANSACTION_KINDS_LIST.filter((k) => KIND_MODULES[k.kind].mandateNeed !== undefined).map((k) => k.kind);
    expect(needing.sort()).toEqual(['sip-enach', 'sip-mandate', 'sip-upi']);
  });
});
