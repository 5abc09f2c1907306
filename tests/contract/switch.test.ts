import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { login } from '../../server/fundhouse/endpoints/auth';
import { fundList } from '../../server/fundhouse/endpoints/purchase';
import { orderByRequestRef } from '../../server/fundhouse/endpoints/redemption';
import { saveSwitch } from '../../server/fundhouse/endpoints/switch';
import { detailedTransactions } from '../../server/fundhouse/endpoints/transactions';
import { EUIN_MESSAGES } from '../../sandbox/domains/links/links';
import { FOLIOS } from '../../sandbox/domains/portfolio/portfolio-fixtures';
import { SWITCH_MESSAGES as REGISTRAR } from '../../sandbox/domains/redemption/redemption-rules';
import { DEMO, DEMO_PASSWORD, FARAH, RAVI, TXN } from '../../sandbox/seed/fixtures';
import { SWITCH_MESSAGES } from '../../lib/forms/redemption/switch';
import { TAGGING_MESSAGES } from '../../lib/forms/transaction-fields';
import { refusal, sandboxPerFile } from './sandbox-harness';

// Savetransaction_switch through the portal's real client: a pending switch with its link and mail,
// and each refusal the registrar makes, in the words the portal's own form uses.

const h = sandboxPerFile();

async function tokenFor(user: { userId: string } = DEMO): Promise<string> {
  const row = (await h.call(login, { ReqBy: 'D', username: user.userId, password: DEMO_PASSWORD, nonce: '123456' })).DtData[0];
  if (!row) throw new Error('sign-in failed');
  return row.token;
}

const MAIN = FOLIOS.raviMain.acno;
type Ask = Partial<Parameters<typeof h.call<typeof saveSwitch>>[1]>;

const switchOut = (token: string, ask: Ask = {}) =>
  h.call(
    saveSwitch,
    {
      i_InvDistFlag: 'M', customfund: '117', i_Acno: MAIN, i_Fund: '117', i_Scheme: 'LC', i_Plan: 'RG', i_Option: 'G',
      i_ToScheme: 'AH', i_ToPlan: 'RG', i_ToOption: 'G', i_SwitchFlg: 'P', i_UntAmtFlg: 'U', i_UntAmtValue: '10',
      i_Userid: DEMO.userId, ARNCode: DEMO.arn, SubbrokerArn: '', Subbroker: '', EUINFlag: 'Y', EuinCode: '',
      i_pangno: RAVI.pan, i_oldihno: '0', i_OTP: '482913', ModuleName: 'Webile', i_RequestRef: randomUUID().replaceAll('-', ''),
      ...ask,
    },
    { token },
  );

describe('Savetransaction_switch', () => {
  it('records a pending switch with its link and mail, and holds the switched-out units', async () => {
    const token = await tokenFor();
    const refno = Number((await switchOut(token, { EUINFlag: 'N', EuinCode: 'E123456', SubbrokerArn: '' })).DtData[0]?.REFNO);
    expect(refno).toBeGreaterThanOrEqual(5100001);
    const pending = (await h.call(detailedTransactions, { transflag: 'P', Arn: DEMO.arn, customfund: '117' }, { token })).DtData;
    const row = pending.find((r) => Number(r.ihno) === refno);
    expect(row).toMatchObject({ trtype: 'Switch', units: '10.0000', scheme: 'Large Cap Fund - Regular Plan - Growth' });
    const mails = await h.admin<{ subject: string; link?: string }[]>(`outbox.json?to=${encodeURIComponent(RAVI.email)}`);
    expect(mails.find((m) => m.subject.includes(String(refno)))?.link).toBe(row?.Link);

    const lc = (await h.call(fundList, { PAN: RAVI.pan, Fund: '117', Agent: DEMO.arn, customfund: '117' }, { token })).DtData.find(
      (r) => r.Acno === MAIN && r.Sch === 'LC',
    );
    const rest = Number(lc?.BalUnits) - 10;
    expect(await refusal(switchOut(token, { i_UntAmtValue: String(Math.floor(rest) + 1) }))).toBe(SWITCH_MESSAGES.notEnoughUnits);
    expect(Number((await switchOut(token, { i_SwitchFlg: 'F', i_UntAmtValue: '0' })).DtData[0]?.REFNO)).toBeGreaterThan(refno);
    expect(await refusal(switchOut(token))).toBe(SWITCH_MESSAGES.zeroBalance);
  });

  it('takes a Sub ARN of another active distributor with one of its EUINs', async () => {
    const token = await tokenFor();
    const answer = await switchOut(token, { SubbrokerArn: TXN.arn, Subbroker: 'SB-01', EUINFlag: 'N', EuinCode: 'E345678' });
    expect(Number(answer.DtData[0]?.REFNO)).toBeGreaterThan(0);
  });

  it("refuses in the portal's words: same scheme, zero balance, amounts, ARN tagging", async () => {
    const token = await tokenFor();
    expect(await refusal(switchOut(token, { i_ToScheme: 'LC' }))).toBe(SWITCH_MESSAGES.sameScheme);
    expect(await refusal(switchOut(token, { i_Acno: FOLIOS.raviZero.acno, i_Scheme: 'SD' }))).toBe(SWITCH_MESSAGES.zeroBalance);
    // Aggressive Hybrid is new to the folio: its new-purchase minimum of 5000 applies.
    expect(await refusal(switchOut(token, { i_UntAmtFlg: 'A', i_UntAmtValue: '4999' }))).toBe(REGISTRAR.minimum(5000));
    // Flexi Cap is held already: its additional-purchase minimum of 500 applies.
    expect(Number((await switchOut(token, { i_ToScheme: 'FC', i_UntAmtFlg: 'A', i_UntAmtValue: '500' })).DtData[0]?.REFNO)).toBeGreaterThan(0);
    expect(await refusal(switchOut(token, { i_UntAmtFlg: 'A', i_UntAmtValue: '999999999' }))).toBe(SWITCH_MESSAGES.notEnoughAmount);
    expect(await refusal(switchOut(token, { i_UntAmtValue: '' }))).toBe(SWITCH_MESSAGES.valueMandatory);
    expect(await refusal(switchOut(token, { SubbrokerArn: DEMO.arn }))).toBe(TAGGING_MESSAGES.sameArnSubmit);
    expect(await refusal(switchOut(token, { SubbrokerArn: 'ARN-999999' }))).toBe(TAGGING_MESSAGES.subArnInvalid);
    expect(await refusal(switchOut(token, { EUINFlag: 'N', EuinCode: '' }))).toBe(TAGGING_MESSAGES.euinMandatory);
    expect(await refusal(switchOut(token, { EUINFlag: 'N', EuinCode: 'E345678' }))).toBe(EUIN_MESSAGES.otherArn);
    expect(await refusal(switchOut(token, { i_ToScheme: 'FP' }))).toBe(REGISTRAR.notFound);
  });

  it('refuses another book, and a payload without the six-digit OTP', async () => {
    const token = await tokenFor();
    expect(await refusal(switchOut(token, { i_Acno: FOLIOS.farah.acno, i_pangno: FARAH.pan }))).toBe(REGISTRAR.notFound);
    expect(await refusal(switchOut(await tokenFor(TXN), { ARNCode: TXN.arn }))).toBe(REGISTRAR.notFound);
    expect(await refusal(switchOut(token, { i_OTP: '12345' }))).toBe('Invalid request');
  });

  it('makes one transaction per request reference and answers which one it was', async () => {
    const token = await tokenFor();
    const ref = 'f0e1d2c3b4a5968778695a4b';
    const refno = (await switchOut(token, { i_RequestRef: ref })).DtData[0]?.REFNO;
    expect(refno).toMatch(/^\d+$/);
    expect(await refusal(switchOut(token, { i_RequestRef: ref }))).toBe(REGISTRAR.duplicate);
    const found = await h.call(orderByRequestRef, { Fund: '117', Trtype: 'SWITCH', RequestRef: ref }, { token });
    expect(found.DtData).toEqual([{ REFNO: refno }]);
  });
});
