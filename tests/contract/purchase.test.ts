import { beforeEach, describe, expect, it } from 'vitest';
import { login } from '../../server/fundhouse/endpoints/auth';
import {
  fundList,
  newPurchaseSchemes,
  otherSchemes,
  purchaseConfirmation,
  saveDtr,
  submitPurchase,
  validateBrokerCode,
} from '../../server/fundhouse/endpoints/purchase';
import { detailedTransactions } from '../../server/fundhouse/endpoints/transactions';
import { DEMO, DEMO_PASSWORD, FARAH, MEERA, RAVI } from '../../sandbox/seed/fixtures';
import { refusal, sandboxPerFile } from './sandbox-harness';

// The purchase lists, the request, its confirmation data and SaveDTRWeb, through the portal's client.

const h = sandboxPerFile();
let token: string;
beforeEach(async () => {
  const row = (await h.call(login, { ReqBy: 'D', username: DEMO.userId, password: DEMO_PASSWORD, nonce: '123456' })).DtData[0];
  if (!row) throw new Error('sign-in failed');
  token = row.token;
});

const base = {
  InvestorName: RAVI.name, i_entby: DEMO.userId, trtype: 'NEW' as const, Desci: 'ELSS Tax Saver Fund', SubbrokerArn: '',
  ARNCode: DEMO.arn, EuinCode: '', i_Userid: DEMO.userId, Mobile: RAVI.mobile, PanNo: RAVI.pan, Email: RAVI.email, i_Acno: '',
  Subbroker: '', i_Fund: '117', i_UntAmtValue: '1500', EUINFlag: 'Y' as const, EuinValid: 'Y' as const, i_Scheme: 'TS', i_Plan: 'RG',
  i_Option: 'G', i_oldihno: '', i_InvDistFlag: 'M', ModuleName: 'Webile', CountryCode: '+91', fEmailFlag: 'SE', fMobileFlag: 'SE',
};
const submit = (over: Partial<typeof base> | Record<string, string> = {}) => h.call(submitPurchase, { ...base, ...over }, { token });

describe('purchase lists', () => {
  it('getMasterNewpur lists the regular plans of a category with minimum and multiples', async () => {
    const rows = (await h.call(newPurchaseSchemes, { plntype: 'Regular', opt: 'S', schemetype: 'ELSS', fund: '117' })).Dtinformation;
    expect(rows.map((r) => r.Scheme_Plan).sort()).toEqual(['117~TS~RG~D', '117~TS~RG~G']);
    expect(rows[0]).toMatchObject({ MinAmt: '500', multiples: '500', fm_newpur: 'Y', PlanDesc: 'Regular' });
  });

  it('GetFundslistByPAN answers each holding of the book, zero balances included', async () => {
    const rows = (await h.call(fundList, { PAN: RAVI.pan, Fund: '117', Agent: DEMO.arn, customfund: '117' }, { token })).DtData;
    expect(rows.map((r) => `${r.Acno}:${r.Sch}:${r.PurchaseFlag}`)).toEqual(['10234561:FC:Y', '10234561:LC:Y', '10234562:MC:Y', '10234563:SD:N']);
    const lc = rows.find((r) => r.Sch === 'LC');
    expect(lc).toMatchObject({ MinAmt: '1000', multiples: '1', Pln: 'RG', Opt: 'G', SchDesc: 'Large Cap Fund - Regular Plan - Growth' });
    expect(Number(lc?.CurValue)).toBeGreaterThan(0);
    expect(rows.find((r) => r.Acno === '10234563')?.BalUnits).toMatch(/^0(\.0+)?$/);
    expect((await h.call(fundList, { PAN: MEERA.pan, Fund: '117', Agent: DEMO.arn, customfund: '117' }, { token })).DtData).toEqual([]);
    expect((await h.call(fundList, { PAN: FARAH.pan, Fund: '117', Agent: DEMO.arn, customfund: '117' }, { token })).DtData).toEqual([]);
  });

  it('getOtherSchemesSwitch leaves out what the folio holds and folios of other books', async () => {
    const q = { schtype: 'Regular' as const, category: 'Equity', fundCode: '117', customfund: '117', trantype: 'I' as const };
    const rows = (await h.call(otherSchemes, { ...q, acno: '10234561' }, { token })).DtData;
    expect(rows.some((r) => r.fm_scheme === 'LC' && r.fm_option === 'G')).toBe(false);
    expect(rows.some((r) => r.fm_scheme === 'LC' && r.fm_option === 'D')).toBe(true);
    expect(rows.find((r) => r.fm_scheme === 'EB')).toMatchObject({ MinAmt: '1000', multiples: '1' });
    expect((await h.call(otherSchemes, { ...q, acno: '10456781' }, { token })).DtData).toEqual([]);
  });

  it('getOtherSchemesSwitch for a switch keeps the schemes the folio holds', async () => {
    const q = { schtype: 'Regular' as const, category: 'Equity', fundCode: '117', customfund: '117', trantype: 'S' as const, acno: '10234561' };
    const rows = (await h.call(otherSchemes, q, { token })).DtData;
    expect(rows.some((r) => r.fm_scheme === 'LC' && r.fm_option === 'G')).toBe(true);
    expect(rows.some((r) => r.fm_scheme === 'FC' && r.fm_option === 'G')).toBe(true);
  });

  it('ValidateBrokercode answers the EUINs of the ARN, or of a valid Sub ARN, and none for an invalid one', async () => {
    const euins = async (SubAgentCd: string) =>
      (await h.call(validateBrokerCode, { Fund: '117', SubAgentCd, AgentCd: DEMO.arn }, { token })).DtData.map((r) => r.abm_agent);
    // E456789's certification has lapsed: still listed (an order naming it is refused, see refusals.test.ts).
    expect(await euins('')).toEqual(['E123456', 'E234567', 'E456789']);
    expect(await euins('445566')).toEqual(['E345678']);
    expect(await euins('ARN-999999')).toEqual([]);
    expect(await euins(DEMO.arn)).toEqual([]);
  });
});

describe('purchase lifecycle', () => {
  it('records a request, answers its confirmation data and confirms it as a pending transaction with a mail', async () => {
    const refno = (await submit()).DtData[0]?.Refno;
    expect(refno).toMatch(/^\d+$/);
    const shown = (await h.call(purchaseConfirmation, { Trtype: 'NEW', fund: '117', customfund: '117', Refno: refno!, ModuleName: 'Webile' }, { token })).DtData[0];
    expect(shown).toMatchObject({ InvName: RAVI.name, Acno: '', Amount: '1500.00', SchemeDesc: 'ELSS Tax Saver Fund - Regular Plan - Growth', EUINFlag: 'Y' });

    const confirmed = (await h.call(saveDtr, { Trtype: 'NEW', fund: '117', customfund: '117', Refno: refno!, ModuleName: 'Webile', paymenttype: 'DIGITAL' }, { token })).DtData[0];
    expect(confirmed).toMatchObject({ dd_scheme: 'TS', dd_plan: 'RG', dd_option: 'G' });
    const pending = (await h.call(detailedTransactions, { transflag: 'P', Arn: DEMO.arn, customfund: '117' }, { token })).DtData;
    expect(pending.find((t) => t.ihno === confirmed?.dd_refno)).toMatchObject({ trtype: 'New Purchase', status: 'P' });
    const mails = await h.admin<{ subject: string; link?: string }[]>(`outbox.json?to=${encodeURIComponent(RAVI.email)}`);
    expect(mails[0]?.subject).toContain(`transaction ${confirmed?.dd_refno}`);
    expect(mails[0]?.link).toMatch(/\/__sandbox\/authorise\?t=/);
  });

  it('confirms a request once: a second SaveDTRWeb is refused and the confirmation data names the transaction', async () => {
    const refno = (await submit({ trtype: 'ADD', i_Acno: '10234561', i_Scheme: 'LC', i_UntAmtValue: '1000' })).DtData[0]!.Refno;
    const ref = { Trtype: 'ADD' as const, fund: '117', customfund: '117', Refno: refno, ModuleName: 'Webile', paymenttype: 'DIGITAL' };
    const shown = async () => (await h.call(purchaseConfirmation, { Trtype: 'ADD', fund: '117', customfund: '117', Refno: refno, ModuleName: 'Webile' }, { token })).DtData[0]?.dd_refno;
    expect(await shown()).toBe('');
    const first = (await h.call(saveDtr, ref, { token })).DtData[0]?.dd_refno;
    expect(first).toMatch(/^\d+$/);
    expect(await refusal(h.call(saveDtr, ref, { token }))).toBe('This transaction has already been submitted');
    expect(await shown()).toBe(first);
    const mails = await h.admin<{ subject: string }[]>(`outbox.json?to=${encodeURIComponent(RAVI.email)}`);
    expect(mails.filter((m) => m.subject.includes('Additional Purchase'))).toHaveLength(1);
    expect(await refusal(h.call(saveDtr, { ...ref, Refno: '999' }, { token }))).toBe('No Data Found');
    expect(await refusal(h.call(saveDtr, { ...ref, Trtype: 'NEW' }, { token }))).toBe('No Data Found');
  });

  it('refuses what the forms refuse', async () => {
    expect(await refusal(submit({ i_UntAmtValue: '400' }))).toBe('Minimum Amount should be 500');
    expect(await refusal(submit({ i_UntAmtValue: '1200' }))).toBe('The amount should be in the multiples of 500');
    expect(await refusal(submit({ i_UntAmtValue: '12.5' }))).toBe('Invalid Amount');
    expect(await refusal(submit({ trtype: 'ADD', i_Acno: '10234563', i_Scheme: 'LC', i_UntAmtValue: '5000' }))).toBe(
      'Additional Purchase in zero balance folios is not allowed',
    );
    expect(await refusal(submit({ trtype: 'ADD', i_Acno: '10456781', i_Scheme: 'LC', i_UntAmtValue: '5000' }))).toBe('Invalid Folio');
    // A scheme new to the folio needs the new-purchase minimum, one it holds the lower one.
    expect(await refusal(submit({ trtype: 'ADD', i_Acno: '10234561', i_Scheme: 'EB', i_UntAmtValue: '999' }))).toBe('Minimum Amount should be 1,000');
    expect(await refusal(submit({ trtype: 'ADD', i_Acno: '10234561', i_Scheme: 'LC', i_UntAmtValue: '999' }))).toBe('Minimum Amount should be 1,000');
    expect(await refusal(submit({ SubbrokerArn: 'ARN-112233' }))).toBe('Sub ARN Code and ARN code should not match');
    expect(await refusal(submit({ SubbrokerArn: 'ARN-999999' }))).toBe('Please enter a valid Sub ARN Code');
    expect(await refusal(submit({ EUINFlag: 'N', EuinCode: '' }))).toBe('EUIN No is mandatory');
    expect(await refusal(submit({ EUINFlag: 'N', EuinCode: 'E345678' }))).toBe('EUIN does not belong to the ARN');
    expect(await refusal(submit({ PanNo: FARAH.pan }))).toBe('No Data Found');
    expect(await refusal(submit({ ARNCode: 'ARN-445566' }))).toBe('Invalid ARN Code');
    expect(await refusal(submit({ Email: 'ravi@example' }))).toBe('Enter an valid Email Id');
    expect(await refusal(submit({ Mobile: '12345' }))).toBe('Enter a valid Mobile Number');
    expect(await refusal(submit({ i_Scheme: 'MN' }))).toBe('Invalid Scheme');
    // With a Sub ARN, the EUIN is the sub broker's.
    expect((await submit({ SubbrokerArn: 'ARN-445566', EUINFlag: 'N', EuinCode: 'E345678' })).DtData[0]?.Refno).toMatch(/^\d+$/);
  });
});
