import { afterAll, describe, expect, it } from 'vitest';
import type { SipValues } from '@/lib/forms/sip/sip';
import { BACK_TO_SIP_LABEL } from '@/lib/transactions/mandate-fix';

// The way back from an eNACH registered for a SIP that a one-time mandate could not carry: the portal
// registers no OTM, so the eNACH takes the SIP over. While the OTM SIP waits, the registration offers the
// way back to the eNACH list; once the eNACH is registered, the SIP is the eNACH form's draft, as typed.

process.env.PORTAL_DATA_DIR = 'memory://';

const { carryOtmSipToEnach, sipAwaitingMandate } = await import('@/server/services/sip/sip-awaiting-mandate');
const { loadTransactionDraft, saveTransactionDraft } = await import('@/server/services/transactions/transaction-drafts');
const { closeDb } = await import('@/server/store/db');
afterAll(() => closeDb());

const auth = { token: 'upstream-token', session: { userId: 'demo@dit.test', arn: 'ARN-112233', name: 'Asha Menon', flag: 'N', lastLogin: '' } };
const PAN = 'BKFPS4821K';
const OTM_SIP: SipValues = {
  mode: 'AOTM', sipType: 'EXISTING', investorName: 'Ravi Sharma', emailFamily: 'SE', email: 'ravi.sharma@example.com', mobileFamily: 'SE',
  countryCode: '+91', mobile: '9812345670', folio: '10234561', schemeType: 'NEW', category: 'Equity', scheme: '117~FC~RG~G', multiples: '1',
  arnCode: 'ARN-112233', subArnCode: '', subBrokerCode: '', euinDeclaration: 'YES', euin: '', frequency: 'M', minInstallments: '6', minAmount: '1000',
  installments: '18', sipDay: '10', startDate: '10/01/2027', endDate: '10/06/2028', perpetual: false, amount: '195000', lumpsum: '', lumpsumMin: '5000',
  topUp: 'Y', topUpFrequency: 'H', topUpAmount: '5000', topUpStart: '10/07/2027', topUpEnd: '10/01/2028', mandateMax: '200000', mandateStart: '01/01/2025',
  mandateEnd: '01/01/2065', chhoti: false, chhotiScheme: 'N', nominationAsked: false, wishNotToNominate: false, nominees: [],
};

describe("a SIP its one-time mandate cannot carry, and the eNACH registered for it", () => {
  it('offers no way back while no SIP waits', async () => {
    expect(await sipAwaitingMandate(auth, 'enach-mandate', PAN, 'flow')).toBeNull();
  });

  it('offers the way back to the eNACH list while the OTM SIP waits, and none from a UPI Autopay registration', async () => {
    await saveTransactionDraft(auth, 'sip-mandate', PAN, { values: OTM_SIP, confirmKey: 'key-1', refno: '123456' });
    expect(await sipAwaitingMandate(auth, 'enach-mandate', PAN, 'flow')).toMatchObject({ label: BACK_TO_SIP_LABEL, href: expect.stringContaining('/enach-folios?f=flow') });
    expect(await sipAwaitingMandate(auth, 'upi-mandate', PAN, 'flow')).toBeNull();
  });

  it('once the eNACH is registered, the SIP as typed is the eNACH form\'s draft, without its summary, and the OTM one is gone', async () => {
    await carryOtmSipToEnach(auth, PAN);
    const carried = await loadTransactionDraft(auth, 'sip-enach', PAN);
    expect(carried).toEqual({ values: expect.objectContaining({ mode: 'ENACH', amount: '195000', topUpAmount: '5000', topUpEnd: '10/01/2028' }) });
    expect(await loadTransactionDraft(auth, 'sip-mandate', PAN)).toBeNull();
    expect(await sipAwaitingMandate(auth, 'enach-mandate', PAN, 'flow')).not.toBeNull();
  });

  it('never overwrites a SIP already waiting on an eNACH', async () => {
    await saveTransactionDraft(auth, 'sip-enach', PAN, { values: { ...OTM_SIP, mode: 'ENACH', amount: '7000' } });
    await saveTransactionDraft(auth, 'sip-mandate', PAN, { values: OTM_SIP });
    await carryOtmSipToEnach(auth, PAN);
    expect((await loadTransactionDraft(auth, 'sip-enach', PAN))?.values.amount).toBe('7000');
    expect((await loadTransactionDraft(auth, 'sip-mandate', PAN))?.values.mode).toBe('AOTM');
  });
});
