import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheckedInvestor } from '@/server/http/handler';
import { withPeerAddress } from '@/server/http/peer-address.mjs';

// The SIP modification's server side against a scripted registrar: the submitted values are checked
// again against the registrar's record of the SIP, its mandate and the scheme's SIP figures (never the
// form's copy), its dates are the registrar's, and the confirmation carries the caller's address.

process.env.PORTAL_DATA_DIR = 'memory://';

const peer = vi.hoisted(() => ({ address: '203.0.113.9' }));
vi.mock('next/headers', () => ({ headers: async () => new Headers({ 'x-portal-peer-address': peer.address }) }));
vi.mock('@/server/fundhouse/upstream', async () => (await import('../support/scripted-upstream')).upstreamModule());

const { upstream } = await import('../support/scripted-upstream');
const { foliosByPan } = await import('@/server/fundhouse/endpoints/investors');
const { liveSipsForChange } = await import('@/server/fundhouse/endpoints/sip-changes');
const { sipDays, sipFrequencies, sipMinAmount } = await import('@/server/fundhouse/endpoints/sip');
const { saveSipModification, sipModificationDates } = await import('@/server/fundhouse/endpoints/sip-modification');
const { confirmModification, submitModification } = await import('@/server/services/sip/sip-modification');
const { loadTransactionDraft } = await import('@/server/services/transactions/transaction-drafts');
const { HttpError } = await import('@/server/http/handler');
const { SIPM_MESSAGES } = await import('@/lib/forms/sip/sip-modification');
const { closeDb } = await import('@/server/store/db');

// The portal's server writes the socket address into the header; without it no such header is believed.
withPeerAddress(() => undefined);

const PAN = 'BKFPS4821K';
// As the handler wrapper hands it to the service after its check of the book.
const INVESTOR = { pan: PAN, name: 'Ravi Sharma', email: null, mobile: null, flow: null } as unknown as CheckedInvestor;
const auth = { token: 'upstream-token', session: { userId: 'demo@dit.test', arn: 'ARN-112233', name: 'Asha Menon', flag: 'N', lastLogin: '' } };
const SIP = {
  Ihno: '7000001', Acno: '10234561', Scheme: 'FC', Plan: 'RG', Option: 'G', SchemeName: 'Flexi Cap Fund - Regular - Growth', Category: 'Equity',
  URN_Status: 'Active', Urnno: 'HDFC7000000117000001', SIPType: '1', Enachflag: '1', Amount: '5000.00', Frequency: 'Monthly', Reg_Date: '01/01/2025',
  Start_Date: '01/10/2025', End_Date: '12/10/2029', Noofinst: '60', Balance_Inst: '46', MandateAmount: '50000.00', MandateEndDate: '12/31/2040',
  IsPerpetual: 'N' as const, Topup_Status: '' as const, Topup_Frequency: '' as const, Topup_Amount: '', Topup_StartDate: '', Topup_EndDate: '', Modification_Status: '' as const,
};
const GOOD = {
  ihno: '7000001', category: 'Equity', scheme: '117~FC~RG~G', frequency: 'M', sipDay: '10', sipDate: '01/01/2000', installments: '46', endDate: '01/01/2000',
  perpetual: false, amount: '6000', accepted: true,
};

async function refusal(p: Promise<unknown>) {
  const err = await p.then(() => null, (e: unknown) => e);
  if (!(err instanceof HttpError)) throw new Error(`not refused: ${String(err)}`);
  return err.body;
}

beforeEach(() => {
  upstream.reset();
  upstream.answer(foliosByPan, { DtData: [{ acno: '10234561', fund: '117', invname: 'Ravi Sharma', Schemes: '1', BalUnits: '10', CurValue: '1000' }] });
  upstream.answer(liveSipsForChange, { DtData: [SIP] });
  upstream.answer(sipFrequencies, { Dtinformation: [{ FrequencyID: 'M', FrequencyDescription: 'Monthly', Minimum_Instalment: '6' }] });
  upstream.answer(sipDays, { Dtinformation: [{ sip_cycleid: '10' }, { sip_cycleid: '20' }] });
  upstream.answer(sipMinAmount, { DtData: [{ minamt: '1000', multiples: '100' }] });
  upstream.answer(sipModificationDates, { DtData: [{ SIP_StartDate: '01/10/2027', SIP_EndDate: '10/10/2030' }] });
});
afterAll(() => closeDb());

describe('submitting a SIP modification', () => {
  it('keeps the registrar’s dates and existing versus modified in the draft', async () => {
    await submitModification(auth, INVESTOR, GOOD, 'confirm-key-0001');
    const draft = await loadTransactionDraft(auth, 'sip-modification', PAN);
    expect(draft?.values).toMatchObject({ sipDate: '10/01/2027', endDate: '10/10/2030', amount: '6000' });
    expect(draft?.refno).toBe('7000001');
    expect(draft?.view?.sections.map((s) => s.title)).toEqual(['SIP', 'Existing', 'Modified']);
    expect(upstream.paramsOf(sipModificationDates)[0]).toMatchObject({ SIPDay: '10', Frequency: 'Monthly', NoOfInstallment: '46', Ihno: '7000001', folio: '10234561' });
  });

  it('checks the amount against the registrar’s mandate and scheme figures', async () => {
    expect(await refusal(submitModification(auth, INVESTOR, { ...GOOD, amount: '60000' }, 'k'))).toMatchObject({ fieldErrors: { amount: SIPM_MESSAGES.mandateAmount } });
    expect(await refusal(submitModification(auth, INVESTOR, { ...GOOD, amount: '900' }, 'k'))).toMatchObject({ fieldErrors: { amount: SIPM_MESSAGES.minimum } });
    expect(await refusal(submitModification(auth, INVESTOR, { ...GOOD, amount: '6050' }, 'k'))).toMatchObject({ fieldErrors: { amount: 'Amount should be a multiple of 100' } });
  });

  it('refuses an unchanged SIP, a day the scheme does not offer, and over 999 installments', async () => {
    expect(await refusal(submitModification(auth, INVESTOR, { ...GOOD, amount: '5000' }, 'k'))).toEqual({ message: 'There are no modifications done, you cannot proceed further' });
    expect(await refusal(submitModification(auth, INVESTOR, { ...GOOD, sipDay: '15' }, 'k'))).toMatchObject({ fieldErrors: { sipDay: SIPM_MESSAGES.sipDayMandatory } });
    expect(await refusal(submitModification(auth, INVESTOR, { ...GOOD, installments: '1000' }, 'k'))).toMatchObject({ fieldErrors: { installments: SIPM_MESSAGES.installmentsMax } });
    expect(upstream.paramsOf(sipModificationDates)).toHaveLength(1);
  });

  it('clears nothing the registrar refused: its count refusal lands on installments', async () => {
    upstream.fail(sipModificationDates, 'business', 'Enter Valid Number of Installments');
    expect(await refusal(submitModification(auth, INVESTOR, GOOD, 'k'))).toMatchObject({ fieldErrors: { installments: 'Enter Valid Number of Installments' } });
    upstream.fail(sipModificationDates, 'business', 'SIP End date should not exceed the Mandate Date');
    expect(await refusal(submitModification(auth, INVESTOR, GOOD, 'k'))).toMatchObject({ fieldErrors: { endDate: SIPM_MESSAGES.mandateEnd } });
  });

  it('refuses a SIP whose modification awaits approval', async () => {
    upstream.answer(liveSipsForChange, { DtData: [{ ...SIP, Modification_Status: 'Pending' }] });
    expect(await refusal(submitModification(auth, INVESTOR, GOOD, 'k'))).toEqual({ message: 'Modification not allowed: a modification is awaiting the investor’s approval' });
  });
});

describe('confirming a SIP modification', () => {
  it('sends existing and modified with the caller’s address and one reference per draft', async () => {
    await submitModification(auth, INVESTOR, GOOD, 'confirm-key-0002');
    const draft = (await loadTransactionDraft(auth, 'sip-modification', PAN))!;
    upstream.answer(saveSipModification, { Dtinformation: [{ Error_code: '0', IHNO: '812345' }] });
    expect(await confirmModification(auth, draft as never, INVESTOR)).toEqual({ reference: '812345' });
    await confirmModification(auth, draft as never, INVESTOR);
    const [first, second] = upstream.paramsOf(saveSipModification);
    expect(first).toMatchObject({
      trtype: 'SIPM', Branch: 'WB99', Scheme: 'FC', Amount: '5000', MScheme: 'FC', MAmount: '6000', MSIPDay: '10', MStartDate: '01/10/2027', MEndDate: '10/10/2030',
      MNoOfInstallment: '46', PerpetualSIP: 'N', IpAddress: '203.0.113.9', OIhno: '7000001', Pan: PAN, urno: 'HDFC7000000117000001',
    });
    expect(second?.RequestRef).toBe(first?.RequestRef);
  });

  it('words a refusal as the seed does', async () => {
    await submitModification(auth, INVESTOR, GOOD, 'confirm-key-0003');
    const draft = (await loadTransactionDraft(auth, 'sip-modification', PAN))!;
    upstream.fail(saveSipModification, 'business', 'Folio not found');
    expect(await refusal(confirmModification(auth, draft as never, INVESTOR))).toEqual({ message: 'Error submitting SIP modification: Folio not found' });
  });
});
