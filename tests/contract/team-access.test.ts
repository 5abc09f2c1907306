import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { memberSignInOtp, refreshToken } from '../../server/fundhouse/endpoints/auth';
import { distDashboard } from '../../server/fundhouse/endpoints/dashboard';
import { brokerageDetails } from '../../server/fundhouse/endpoints/history';
import { allClients, investorByPan, upcomingSips } from '../../server/fundhouse/endpoints/investors';
import { resendAuthorisationLink } from '../../server/fundhouse/endpoints/lifecycle';
import { saveDtr } from '../../server/fundhouse/endpoints/purchase';
import { saveRedemption } from '../../server/fundhouse/endpoints/redemption';
import { teamMembers } from '../../server/fundhouse/endpoints/team';
import { UpstreamError } from '../../server/fundhouse/errors';
import { FOLIOS } from '../../sandbox/domains/portfolio/portfolio-fixtures';
import { PURCHASE_MESSAGES } from '../../sandbox/domains/purchase/purchase-rules';
import { RED_MESSAGES } from '../../sandbox/domains/redemption/redemption-rules';
import { TEAM } from '../../sandbox/domains/team/team-seed';
import { DEMO, MEERA, RAVI, SUNIL } from '../../sandbox/seed/fixtures';
import { MEMBER_SIGN_IN_MESSAGES } from '../../lib/rules/member-sign-in';
import { OTP_VALID_MINUTES } from '../../lib/rules/otp';
import { TEAM_MESSAGES } from '../../lib/rules/team';
import { NOT_PERMITTED_CODE } from '../../lib/rules/team-roles';
import { codedRefusal, refusal, sandboxPerFile } from './sandbox-harness';
import { sipSaver } from './sip-save';
import { teamCalls } from './team-calls';

// A member at work on the registrar's side: signing in with their own user id, a token that names them,
// the role checked on every call that needs more than reading, a suspension ending the token at once, and
// the scope narrowing the book so that an investor outside it is not found.

const h = sandboxPerFile();
const team = teamCalls(h);
const sip = sipSaver(h);


const { purchase } = team;
const book = async (token: string) => (await h.call(allClients, { ARN: DEMO.arn, customfund: '117', AllFavFlag: 'A' }, { token })).DtData.map((r) => r.Pan);
const detail = async (token: string, pan: string) => (await h.call(investorByPan, { Uid: DEMO.userId, ReqBy: 'D', PAN: pan, customfund: '117' }, { token })).DtData;
const memberId = async (email: string) => (await h.call(teamMembers, { Arn: DEMO.arn }, { token: await team.tokenOf() })).DtData.find((m) => m.Email === email)!.MemberId;

async function failureKind(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof UpstreamError) return err.kind;
    throw err;
  }
  throw new Error('expected the call to fail');
}

describe('a member signs in', () => {
  it("with their own user id: the firm's ARN and columns, their own beside them, and a token that names them", async () => {
    const [row] = (await team.signIn(TEAM.adviser.email)).DtData;
    expect(row).toMatchObject({
      UserId: TEAM.adviser.email, ARNCode: DEMO.arn, Distributor_Name: DEMO.name, tran_enable_flag: 'N',
      MemberName: TEAM.adviser.name, Role: 'Adviser', Euin: TEAM.adviser.euin, SubBroker: '', Scope: 'euin',
    });
    const claims = decodeJwt(row!.token);
    expect(claims).toMatchObject({ sub: TEAM.adviser.email, arn: DEMO.arn, mid: row!.MemberId });
    // The ARN holder's row is as it always was.
    expect((await team.signIn(DEMO.userId)).DtData[0]).not.toHaveProperty('Role');
    expect((await team.signIn(TEAM.adviser.email, 'Wrong@2026')).DtData).toEqual([]);
  });

  it('only after the OTP sent to their own mobile and e-mail: the right password alone answers no token', async () => {
    const [first] = (await team.firstStep(TEAM.adviser.email)).DtData;
    expect(first).toMatchObject({ token: '', ARNCode: '', nonce: '123456', OtpId: expect.any(String) });
    expect(first).not.toHaveProperty('Role');
    const sent = await h.admin<{ channel: string; subject: string }[]>(`outbox.json?to=${TEAM.adviser.mobile}`);
    expect(sent[0]).toMatchObject({ channel: 'sms', subject: MEMBER_SIGN_IN_MESSAGES.title });
    expect((await h.admin<{ subject: string }[]>(`outbox.json?to=${DEMO.mobile}`)).map((m) => m.subject)).not.toContain(MEMBER_SIGN_IN_MESSAGES.title);

    const step = (otp: string, otpid = first!.OtpId!, username: string = TEAM.adviser.email) =>
      h.call(memberSignInOtp, { username, otpid, otp, nonce: '654321' });
    const code = await team.sentOtp(TEAM.adviser.email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(await refusal(step(wrong))).toBe(MEMBER_SIGN_IN_MESSAGES.wrong(4));
    // Another member's user id with this OTP's id is refused as not theirs, and costs the OTP no try.
    expect(await refusal(step(code, first!.OtpId!, TEAM.viewer.email))).toBe(MEMBER_SIGN_IN_MESSAGES.none);
    const [row] = (await step(code)).DtData;
    expect(row).toMatchObject({ UserId: TEAM.adviser.email, ARNCode: DEMO.arn, Role: 'Adviser', nonce: '654321' });
    expect(decodeJwt(row!.token)).toMatchObject({ sub: TEAM.adviser.email, mid: row!.MemberId });
    expect(await refusal(step(code))).toBe(MEMBER_SIGN_IN_MESSAGES.used);
  });

  it('refuses an OTP past its time, and a member suspended between the two steps', async () => {
    const [first] = (await team.firstStep(TEAM.operations.email)).DtData;
    const code = await team.sentOtp(TEAM.operations.email);
    await h.admin('clock', { body: { advanceMinutes: OTP_VALID_MINUTES + 1 } });
    const step = (otpid: string, otp: string) => h.call(memberSignInOtp, { username: TEAM.operations.email, otpid, otp, nonce: '123456' });
    expect(await refusal(step(first!.OtpId!, code))).toBe(MEMBER_SIGN_IN_MESSAGES.expired);

    const [again] = (await team.firstStep(TEAM.operations.email)).DtData;
    await team.update(await memberId(TEAM.operations.email), 'suspend');
    expect(await refusal(step(again!.OtpId!, await team.sentOtp(TEAM.operations.email)))).toBe(TEAM_MESSAGES.memberSuspended);
  });

  it('renews a member token as a member token', async () => {
    const token = await team.tokenOf(TEAM.viewer.email);
    const [renewed] = (await h.call(refreshToken, { UserId: TEAM.viewer.email }, { token })).DtData;
    expect(decodeJwt(renewed!.token)).toMatchObject({ sub: TEAM.viewer.email, arn: DEMO.arn, mid: expect.any(String) });
    expect(await refusal(purchase(renewed!.token))).toBe(TEAM_MESSAGES.notPermitted('Viewer', 'initiate'));
  });

  it("is refused once suspended or removed, in the rule's words", async () => {
    expect(await refusal(team.signIn(TEAM.suspended.email))).toBe(TEAM_MESSAGES.memberSuspended);
    await team.update(await memberId(TEAM.suspended.email), 'remove');
    expect(await refusal(team.signIn(TEAM.suspended.email))).toBe(TEAM_MESSAGES.memberRemoved);
  });
});

describe('the role, on the registrar\'s own calls', () => {
  it('refuses a Viewer a purchase, its confirmation, a resend and the earnings', async () => {
    const token = await team.tokenOf(TEAM.viewer.email);
    expect(await codedRefusal(purchase(token))).toEqual({ code: String(NOT_PERMITTED_CODE), message: TEAM_MESSAGES.notPermitted('Viewer', 'initiate') });
    const confirm = { Trtype: 'NEW' as const, fund: '117', customfund: '117', Refno: '8100001', ModuleName: 'Webile', paymenttype: 'DIGITAL' };
    expect(await refusal(h.call(saveDtr, confirm, { token }))).toBe(TEAM_MESSAGES.notPermitted('Viewer', 'initiate'));
    const resend = { Arn: DEMO.arn, Fund: '117', Ihno: '5100001', RequestRef: 'resend-viewer-0001' };
    expect(await refusal(h.call(resendAuthorisationLink, resend, { token }))).toBe(TEAM_MESSAGES.notPermitted('Viewer', 'resend'));
    // Reading is every role's.
    expect(await detail(token, RAVI.pan)).toHaveLength(1);
  });

  it('refuses Operations a SIP registration', async () => {
    const token = await team.tokenOf(TEAM.operations.email);
    expect(await codedRefusal(sip.save(token))).toEqual({ code: String(NOT_PERMITTED_CODE), message: TEAM_MESSAGES.notPermitted('Operations', 'initiate') });
    // The ARN holder's own is taken as always.
    expect((await sip.save(await sip.tokenFor())).DtData[0]?.refno).toMatch(/^\d+$/);
  });

  it('lets an Adviser initiate for an investor in scope, but shows no earnings', async () => {
    const token = await team.tokenOf(TEAM.adviser.email);
    expect((await purchase(token, RAVI, { EUINFlag: 'N', EuinCode: TEAM.adviser.euin })).DtData[0]?.Refno).toMatch(/^\d+$/);
    expect(await refusal(h.call(brokerageDetails, { ReqBy: 'D', Agent: DEMO.arn, Fund: '117', customfund: '117' }, { token }))).toBe(
      TEAM_MESSAGES.notPermitted('Adviser', 'earnings'),
    );
    expect((await h.call(distDashboard, { AgentCode: DEMO.arn, customfund: '117' }, { token })).Table3).toEqual([]);
    expect((await h.call(distDashboard, { AgentCode: DEMO.arn, customfund: '117' }, { token: await team.tokenOf() })).Table3).toHaveLength(1);
  });
});

describe('suspension', () => {
  it("ends the member's token at once; reactivated, they sign in again", async () => {
    const token = await team.tokenOf(TEAM.operations.email);
    expect(await book(token)).toContain(MEERA.pan);
    const id = await memberId(TEAM.operations.email);
    await team.update(id, 'suspend');
    expect(await failureKind(book(token))).toBe('unauthorized');
    expect(await failureKind(h.call(refreshToken, { UserId: TEAM.operations.email }, { token }))).toBe('unauthorized');
    expect(await refusal(team.signIn(TEAM.operations.email))).toBe(TEAM_MESSAGES.memberSuspended);
    await team.update(id, 'reactivate');
    expect(await book(await team.tokenOf(TEAM.operations.email))).toContain(MEERA.pan);
  });
});

describe('the scope', () => {
  it("answers an EUIN-scoped member's investor outside the scope as not found", async () => {
    const token = await team.tokenOf(TEAM.adviser.email);
    // Ravi's main folio was opened under Rahul's EUIN; Meera's and Sunil's were not.
    expect(await book(token)).toEqual([RAVI.pan]);
    expect(await detail(token, RAVI.pan)).toHaveLength(1);
    expect(await detail(token, MEERA.pan)).toEqual([]);
    expect(await refusal(purchase(token, SUNIL, { EUINFlag: 'N', EuinCode: TEAM.adviser.euin }))).toBe(PURCHASE_MESSAGES.notFound);
    // An order that carries the EUIN brings its investor in.
    await purchase(await team.tokenOf(), SUNIL, { EUINFlag: 'N', EuinCode: TEAM.adviser.euin });
    expect(await detail(token, SUNIL.pan)).toHaveLength(1);
  });

  it("refuses an EUIN-scoped member a redemption from a folio outside the scope, and its SIPs, as not found", async () => {
    const token = await team.tokenOf(TEAM.adviser.email);
    const redeem = (pan: string, acno: string) =>
      h.call(
        saveRedemption,
        {
          i_InvDistFlag: 'M', customfund: '117', i_Acno: acno, i_Fund: '117', i_Scheme: 'FC', i_Plan: 'RG', i_Option: 'G', i_RedFlg: 'P', i_UntAmtFlg: 'U',
          i_UntAmtValue: '10', i_Userid: TEAM.adviser.email, ARNCode: DEMO.arn, i_pangno: pan, i_oldihno: '0', i_multibankdet: 'XXXXXXX8904',
          i_RequestRef: `redeem-${acno}-0001`,
        },
        { token },
      );
    expect(await refusal(redeem(SUNIL.pan, FOLIOS.sunil.acno))).toBe(RED_MESSAGES.notFound);
    // Sunil's SIP is not the adviser's to see either, though the ARN holder sees it.
    const sips = async (t: string) => (await h.call(upcomingSips, { Pan: SUNIL.pan, YearFlag: 'N', ARNCode: DEMO.arn }, { token: t })).DtData;
    expect(await sips(token)).toEqual([]);
    expect((await sips(await team.tokenOf())).length).toBeGreaterThan(0);
    expect(Number((await redeem(RAVI.pan, FOLIOS.raviMain.acno)).DtData[0]?.REFNO)).toBeGreaterThan(0);
  });

  it("keeps a list-scoped member to the admin's list, and a change of scope takes effect on the next call", async () => {
    const token = await team.tokenOf(TEAM.viewer.email);
    expect((await book(token)).sort()).toEqual([...TEAM.viewer.scopePans].sort());
    expect(await detail(token, SUNIL.pan)).toEqual([]);
    await team.update(await memberId(TEAM.viewer.email), 'update', { Role: 'Viewer', Scope: 'book' });
    expect(await detail(token, SUNIL.pan)).toHaveLength(1);
  });
});
