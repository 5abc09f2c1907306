import type { z } from 'zod';
import { MEMBER_SIGN_IN_MESSAGES } from '../../lib/rules/member-sign-in';
import { login, memberSignInOtp } from '../../server/fundhouse/endpoints/auth';
import { saveDtr, submitPurchase } from '../../server/fundhouse/endpoints/purchase';
import { inviteMember, updateMember } from '../../server/fundhouse/endpoints/team';
import { DEMO, DEMO_PASSWORD, RAVI } from '../../sandbox/seed/fixtures';
import type { Harness } from './sandbox-harness';

// The firm's team as the contract tests drive it: sign-ins (the ARN holder's and the members'), an
// invitation of a new adviser unless told otherwise, a change of a member, and the invitation's token as
// the invitee's mail carries it; a purchase request for an investor of the book, and its confirmation.

/** Whom a purchase is for: an investor of the demo book. */
export interface PurchaseInvestor {
  pan: string;
  name: string;
  email: string;
  mobile: string;
}

export type InviteAsk = Partial<z.input<(typeof inviteMember)['params']>>;

export const ACCEPT_URL = 'https://portal.test/team/join#{token}';

export function teamCalls(h: Harness) {
  const firstStep = (username: string, password = DEMO_PASSWORD) => h.call(login, { ReqBy: 'D', username, password, nonce: '123456' });

  /** The newest sign-in OTP the sandbox sent to `to` (a member's user id is their e-mail). */
  const sentOtp = async (to: string) =>
    (await h.admin<{ subject: string; otp?: string }[]>(`outbox.json?to=${encodeURIComponent(to)}`)).find((m) => m.subject === MEMBER_SIGN_IN_MESSAGES.title)?.otp ?? '';

  /** A whole sign-in: a member's right password is followed by the OTP sent to their own e-mail. */
  async function signIn(username: string, password = DEMO_PASSWORD) {
    const answer = await firstStep(username, password);
    const otpid = answer.DtData[0]?.OtpId;
    if (!otpid) return answer;
    return h.call(memberSignInOtp, { username, otpid, otp: await sentOtp(username), nonce: '123456' });
  }

  async function tokenOf(userId: string = DEMO.userId): Promise<string> {
    const row = (await signIn(userId)).DtData[0];
    if (!row) throw new Error(`sign-in as ${userId} failed`);
    return row.token;
  }

  /** Priya Das, a sub-broker invited as an adviser who sees the investors her code has served. */
  const invite = async (ask: InviteAsk = {}, token?: string) =>
    h.call(
      inviteMember,
      {
        Arn: DEMO.arn, Name: 'Priya Das', Mobile: '9847011122', Email: 'priya.das@ashamenon.in', Role: 'Adviser', Euin: '', SubBroker: '2001',
        Scope: 'euin', ScopePans: '', AcceptUrl: ACCEPT_URL, ...ask,
      },
      { token: token ?? (await tokenOf()) },
    );

  const update = async (MemberId: string, Action: string, ask: Partial<z.input<(typeof updateMember)['params']>> = {}, token?: string) =>
    h.call(updateMember, { Arn: DEMO.arn, MemberId, Action, ...ask }, { token: token ?? (await tokenOf()) });

  /** The token of the newest invitation mailed to `email`, from its link. */
  async function mailedToken(email: string): Promise<string> {
    const mails = await h.admin<Array<{ subject: string; link?: string }>>(`outbox.json?to=${encodeURIComponent(email)}`);
    const link = mails.find((m) => m.link?.startsWith('https://portal.test/team/join#'))?.link;
    if (!link) throw new Error(`no invitation mailed to ${email}`);
    return link.slice(link.indexOf('#') + 1);
  }

  /** An ELSS purchase request of ₹1,500 on a new folio, execution-only unless `tagging` says otherwise. */
  const purchase = (token: string, investor: PurchaseInvestor = RAVI, tagging = {}) =>
    h.call(
      submitPurchase,
      {
        InvestorName: investor.name, i_entby: DEMO.userId, trtype: 'NEW', Desci: 'ELSS Tax Saver Fund', SubbrokerArn: '', ARNCode: DEMO.arn, EuinCode: '',
        i_Userid: DEMO.userId, Mobile: investor.mobile, PanNo: investor.pan, Email: investor.email, i_Acno: '', Subbroker: '', i_Fund: '117',
        i_UntAmtValue: '1500', EUINFlag: 'Y', EuinValid: 'Y', i_Scheme: 'TS', i_Plan: 'RG', i_Option: 'G', i_oldihno: '', i_InvDistFlag: 'M',
        ModuleName: 'Webile', CountryCode: '+91', fEmailFlag: 'SE', fMobileFlag: 'SE', ...tagging,
      },
      { token },
    );

  /** A purchase request confirmed: the pending transaction's number. */
  async function pendingPurchase(token: string, investor: PurchaseInvestor): Promise<string> {
    const Refno = (await purchase(token, investor)).DtData[0]?.Refno ?? '';
    const confirmed = await h.call(saveDtr, { Trtype: 'NEW', fund: '117', customfund: '117', Refno, ModuleName: 'Webile', paymenttype: 'DIGITAL' }, { token });
    const ihno = confirmed.DtData[0]?.dd_refno;
    if (!ihno) throw new Error(`no transaction for ${investor.pan}`);
    return ihno;
  }

  return { firstStep, sentOtp, signIn, tokenOf, invite, update, mailedToken, purchase, pendingPurchase };
}
