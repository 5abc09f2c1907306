import { describe, expect, it } from 'vitest';
import { ISIP_NOTE, tilesFor } from '@/lib/transactions/types';
import { openFlow, sealFlow } from '@/server/services/transactions/transaction-flow';

describe('transaction type tiles', () => {
  it('offers New Purchase + SIP and SIP to everyone, the rest only to a holder of the fund', () => {
    expect(tilesFor(false).map((t) => t.label)).toEqual(['New Purchase + SIP (new folio)', 'SIP']);
    expect(tilesFor(true).map((t) => t.label)).toEqual([
      'New Purchase + SIP (new folio)', 'SIP', 'Additional Purchase', 'Redemption', 'Switch', 'STP', 'SWP', 'Pause/Cancellation',
    ]);
    expect(tilesFor(true).find((t) => t.label === 'Additional Purchase')?.type).toBe('additional-purchase');
    expect(ISIP_NOTE).toBe('For a new Investor, only ISIP facility is available to register the SIP.');
  });
});

describe('flow token', () => {
  it('names the PAN for the user it was made for, and for no one else', async () => {
    const token = await sealFlow('Demo@dit.test', 'bkfps4821k');
    expect(token).not.toContain('BKFPS4821K');
    expect(await openFlow(token, 'demo@dit.test')).toBe('BKFPS4821K');
    expect(await openFlow(token, 'txn@dit.test')).toBeNull();
  });

  it('refuses a tampered, foreign or missing token', async () => {
    const token = await sealFlow('demo@dit.test', 'BKFPS4821K');
    expect(await openFlow(`${token.slice(0, -3)}abc`, 'demo@dit.test')).toBeNull();
    expect(await openFlow('Fe26.2**nonsense', 'demo@dit.test')).toBeNull();
    expect(await openFlow('', 'demo@dit.test')).toBeNull();
    expect(await openFlow(undefined, 'demo@dit.test')).toBeNull();
  });
});
