import type { z } from 'zod';
import { sendEkycMail } from '../../server/fundhouse/endpoints/ekyc';
import { sendMessage } from '../outbox';
import { replayByRef } from '../domains/transactions/request-replay';
import { refuse, route, signedIn, type HandlerContext } from '../router';
import { FUND_CODE } from '../seed/fixtures';
import { EKYC_MAIL_RULE_MESSAGES, EKYC_PHONE_PATTERN } from '../../lib/rules/ekyc-mail';
import { PAN_MESSAGE, PAN_PATTERN } from '../../lib/rules/pan';

// The IKYC mail as the fund house sends it: only for a PAN the KRA does not hold as registered, only
// on the caller's own ARN, and the investor's link lands in the outbox.

export const EKYC_MESSAGES = {
  registered: 'PAN is KYC Registered',
  wrongFund: 'Invalid fund',
  wrongArn: 'The ARN does not match the signed-in distributor',
  pan: PAN_MESSAGE,
  email: EKYC_MAIL_RULE_MESSAGES.email,
  mobile: EKYC_MAIL_RULE_MESSAGES.phone,
  sent: 'Success',
} as const;

export const EKYC_MAIL_SUBJECT = 'Complete your e-KYC';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// A repeat of a RequestRef (after a lost answer) is answered as the first was, and mails nothing.
const sendEkycMailRoute = route(sendEkycMail, async (params, ctx) =>
  replayByRef(ctx.db, { arn: signedIn(ctx).arn, path: sendEkycMail.path, requestRef: params.RequestRef }, () => mailEkyc(params, ctx), (a) => 'Dtinformation' in a),
  { needs: 'resend' },
);

async function mailEkyc(params: z.output<typeof sendEkycMail.params>, ctx: HandlerContext) {
  const caller = signedIn(ctx);
  if (params.InvFund !== FUND_CODE || params.customfund !== FUND_CODE) return refuse(EKYC_MESSAGES.wrongFund);
  if (params.ArnCode.trim().toUpperCase() !== caller.arn) return refuse(EKYC_MESSAGES.wrongArn);
  const pan = params.InvPan.trim().toUpperCase();
  if (!PAN_PATTERN.test(pan)) return refuse(EKYC_MESSAGES.pan);
  if (!EMAIL.test(params.InvEmail.trim())) return refuse(EKYC_MESSAGES.email);
  if (!EKYC_PHONE_PATTERN.test(params.InvMobile.trim())) return refuse(EKYC_MESSAGES.mobile);
  const { rows } = await ctx.db.query<{ kyc_block: string }>('select kyc_block from kra where pan = $1', [pan]);
  if (rows[0]?.kyc_block === 'N') return refuse(EKYC_MESSAGES.registered);
  await sendMessage(ctx.db, {
    to: params.InvEmail.trim(),
    channel: 'email',
    subject: EKYC_MAIL_SUBJECT,
    text:
      `Dear ${params.InvName.trim()}, your distributor ${params.DistName.trim() || caller.arn} (${caller.arn}) has started your e-KYC ` +
      `for PAN ${pan}. Follow the link to complete your KYC with online in-person verification and e-sign.`,
    link: params.Url,
  });
  return { Dtinformation: [{ Result: EKYC_MESSAGES.sent }] };
}

export const ekycRoutes = [sendEkycMailRoute];
