import { describe, expect, it } from 'vitest';
import { forgotPassword, forgotUsername, resetPassword, validateOtp } from '../../server/fundhouse/endpoints/public-auth';
import { acceptTeamInvitation, teamMembers } from '../../server/fundhouse/endpoints/team';
import { MESSAGES } from '../../sandbox/handlers/public-auth';
import { TEAM } from '../../sandbox/domains/team/team-seed';
import { DEMO, DEMO_PASSWORD } from '../../sandbox/seed/fixtures';
import { TEAM_MESSAGES } from '../../lib/rules/team';
import { outboxOf, refusal, sandboxPerFile } from './sandbox-harness';
import { teamCalls } from './team-calls';

// A firm member recovers their own user id and password through the public recovery calls, reached on
// their own e-mail and mobile; a suspended or removed member learns why they cannot only once they have
// proved to be the member (their inbox, or the OTP sent to it), and the answers stay those of anyone.

const h = sandboxPerFile();
const team = teamCalls(h);

const NEW_PASSWORD = 'Fresh@2026x';

const outbox = (to: string) => outboxOf(h, to);
const remind = (Emailid: string) => h.call(forgotUsername, { ReqBy: 'a', Emailid, customfund: '117' });
const reset = (token: string, newPassword = NEW_PASSWORD) => h.call(resetPassword, { ReqBy: 'a', newPassword, token });
const memberId = async (email: string) => (await h.call(teamMembers, { Arn: DEMO.arn }, { token: await team.tokenOf() })).DtData.find((m) => m.Email === email)!.MemberId;

/** Forgot password for `userId`, the OTP read from `mobile`'s messages, validated: the reset token. */
async function recoveryToken(userId: string, mobile: string): Promise<string> {
  const otpid = (await h.call(forgotPassword, { userid: userId })).DtData[0]?.otpid ?? '';
  const otp = (await outbox(mobile))[0]?.otp ?? '';
  const row = (await h.call(validateOtp, { otpid, otp })).DtData[0];
  expect(row?.Result).toBe('Success');
  return row?.token ?? '';
}

describe("a member's forgotten user id", () => {
  it("mails the member their own user id, to their own e-mail and mobile, and nothing to the firm's", async () => {
    const m = TEAM.operations;
    expect((await remind(m.email.toUpperCase())).Dtinformation).toEqual([{ Return_Message: MESSAGES.userIdSent }]);
    const [mail] = await outbox(m.email);
    expect(mail).toMatchObject({ channel: 'email', subject: 'Your portal User Id' });
    expect(mail?.text).toContain(`User Id is ${m.email}`);
    expect(mail?.text).toContain(DEMO.arn);
    expect((await outbox(m.mobile))[0]?.text).toContain(m.email);
    expect(await outbox(DEMO.email)).toEqual([]);
  });

  it("tells a suspended member, in their own inbox only, that their access is suspended; a removed one gets nothing", async () => {
    const answer = await remind(TEAM.suspended.email);
    expect(answer).toEqual(await remind('nobody@ashamenon.in'));
    expect((await outbox(TEAM.suspended.email))[0]?.text).toContain(TEAM_MESSAGES.memberSuspended);
    expect(await outbox(TEAM.suspended.mobile)).toEqual([]);

    await team.update(await memberId(TEAM.viewer.email), 'remove');
    expect(await remind(TEAM.viewer.email)).toEqual(answer);
    expect(await outbox(TEAM.viewer.email)).toEqual([]);
  });

  it("mails each account an e-mail is registered to: the firm's own and a member's at the same address", async () => {
    // The ARN holder invites themselves, at the firm's address, to work as an adviser under another user id.
    await team.invite({ Email: DEMO.email, Name: 'Asha Menon' });
    const token = await team.mailedToken(DEMO.email);
    await h.call(acceptTeamInvitation, { Token: token, UserId: 'asha.adviser@dit.test', Password: 'Asha@2026' });

    await remind(DEMO.email);
    const texts = (await outbox(DEMO.email)).filter((m) => m.subject === 'Your portal User Id').map((m) => m.text);
    expect(texts).toHaveLength(2);
    expect(texts.some((t) => t.includes(`User Id is ${DEMO.userId} `))).toBe(true);
    expect(texts.some((t) => t.includes('User Id is asha.adviser@dit.test '))).toBe(true);
  });
});

describe("a member's forgotten password", () => {
  it('sends the OTP to the member\'s own mobile and e-mail; the reset sets their password and mails them', async () => {
    const m = TEAM.adviser;
    const answer = await h.call(forgotPassword, { userid: m.email });
    expect(answer.DtData).toEqual([{ otpid: expect.any(String), Return_Message: MESSAGES.otpSent }]);
    const otp = (await outbox(m.mobile))[0]?.otp;
    expect(otp).toMatch(/^\d{6}$/);
    expect((await outbox(m.email))[0]?.otp).toBe(otp);
    expect(await outbox(DEMO.mobile)).toEqual([]);

    const token = (await h.call(validateOtp, { otpid: answer.DtData[0]!.otpid, otp: otp! })).DtData[0]!.token;
    // The reset's own rule (a lower-case letter too), and the token kept for a better choice.
    expect(await refusal(reset(token, 'FRESH@2026'))).toBe(MESSAGES.resetWeak);
    expect((await reset(token)).Dtinformation).toEqual([{ Return_Message: MESSAGES.passwordUpdated }]);
    expect((await outbox(m.email))[0]).toMatchObject({ channel: 'email', subject: 'Your portal password was reset' });

    expect((await team.signIn(m.email, NEW_PASSWORD)).DtData[0]).toMatchObject({ UserId: m.email, Role: 'Adviser', ARNCode: DEMO.arn });
    expect((await team.signIn(m.email, DEMO_PASSWORD)).DtData).toEqual([]);
    // The firm's own account is untouched.
    expect((await team.signIn(DEMO.userId, DEMO_PASSWORD)).DtData).toHaveLength(1);
  });

  it("refuses a suspended member's reset in the rule's words, after an OTP only they receive, and keeps the password", async () => {
    const m = TEAM.suspended;
    const answer = await h.call(forgotPassword, { userid: m.email });
    const unknown = await h.call(forgotPassword, { userid: 'nobody@ashamenon.in' });
    expect(Object.keys(answer.DtData[0] ?? {})).toEqual(Object.keys(unknown.DtData[0] ?? {}));
    expect(answer.DtData[0]?.Return_Message).toBe(unknown.DtData[0]?.Return_Message);

    const otp = (await outbox(m.mobile))[0]?.otp ?? '';
    const token = (await h.call(validateOtp, { otpid: answer.DtData[0]!.otpid, otp })).DtData[0]!.token;
    expect(await refusal(reset(token))).toBe(TEAM_MESSAGES.memberSuspended);
    expect((await team.signIn(m.email, NEW_PASSWORD)).DtData).toEqual([]);
    expect(await refusal(team.signIn(m.email, DEMO_PASSWORD))).toBe(TEAM_MESSAGES.memberSuspended);
  });

  it('refuses a member removed after the OTP was sent', async () => {
    const m = TEAM.viewer;
    const token = await recoveryToken(m.email, m.mobile);
    await team.update(await memberId(m.email), 'remove');
    expect(await refusal(reset(token))).toBe(TEAM_MESSAGES.memberRemoved);
    expect(await refusal(team.signIn(m.email, DEMO_PASSWORD))).toBe(TEAM_MESSAGES.memberRemoved);
  });
});
