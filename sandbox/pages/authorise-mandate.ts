import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Db } from '../db/client';
import { decideMandate, MANDATE_AUTH_PATH, mandateByToken, type PendingMandate } from '../domains/mandates/mandate-registration';
import { maskAccount } from '../domains/redemption/redemption';
import { readBody, sendHtml } from '../http';
import { type Approver, checkApprovalOtp, otpForm, type OtpStep, sendApprovalOtp } from './approval-otp';
import { escapeHtml, page } from './html';
import { upiApprovalSection } from './upi-approval';

// The investor's side of an e-mandate registration, like the transaction authorisation page: the
// link in the mail shows the mandate and takes Authorise (with the OTP it sends) or Reject as plain
// form posts. A UPI Autopay mandate is started from a QR code or the UPI app, never a Collect request,
// and states the Re 1 validation debit its authorisation makes.

const TITLE = 'Authorise mandate';
const MESSAGES = {
  unknown: 'This authorisation link is not valid. Check that you opened the whole link from the e-mail.',
  decided: 'This mandate has already been answered; the link cannot be used again.',
} as const;

function summary(m: PendingMandate): string {
  const rows: [string, string][] = [
    ['Reference', m.ref],
    ['Type', m.kind === 'UPI' ? 'UPI Autopay' : 'eNACH'],
    ['Folio', m.acno],
    ['Bank', `${m.bank_name} ${maskAccount(m.account_no)} (${m.ifsc})`],
    ['Maximum amount', `Rs ${Number(m.max_amount).toLocaleString('en-IN')}`],
    ['From', m.start_date],
    ['Until', m.end_date],
  ];
  return `<dl>${rows.map(([k, v]) => `<dt>${k}</dt><dd>${escapeHtml(v)}</dd>`).join('')}</dl>`;
}

const notice = (text: string) => page(TITLE, `<h1>${TITLE}</h1>\n<p role="status">${escapeHtml(text)}</p>`);

const approver = (m: PendingMandate): Approver => ({ purpose: 'mandate-approval', subject: m.ref, pan: m.pan, title: `Your OTP to authorise mandate ${m.ref}` });

async function pendingPage(m: PendingMandate, token: string, step: OtpStep, req: IncomingMessage): Promise<string> {
  const upi =
    m.kind === 'UPI'
      ? `${await upiApprovalSection(m, req)}\n<p>Authorising debits Re 1 from your account to validate the mandate (PSP authentication); complete it within 5 minutes.</p>\n<h2>Confirm the approval</h2>\n`
      : '';
  return page(
    TITLE,
    `<h1>${TITLE}</h1>\n<p>Your distributor registered this mandate on your behalf. Authorise it only if you asked for it.</p>\n${summary(m)}\n${upi}${otpForm(MANDATE_AUTH_PATH, token, step, 'Authorise')}`,
  );
}

export async function serveMandateAuthorisePage(db: Db, req: IncomingMessage, res: ServerResponse, url: URL, now: Date): Promise<void> {
  const form = req.method === 'POST' ? new URLSearchParams(await readBody(req)) : null;
  const token = (form ?? url.searchParams).get('t') ?? '';
  const m = token ? await mandateByToken(db, token) : null;
  if (!m) return sendHtml(res, now, 404, notice(MESSAGES.unknown));
  if (m.status !== 'Pending') return sendHtml(res, now, 409, notice(MESSAGES.decided));
  if (!form) return sendHtml(res, now, 200, await pendingPage(m, token, { phase: 'ask' }, req));
  const choice = form.get('decision');
  if (choice === 'otp') {
    const sent = await sendApprovalOtp(db, approver(m), now);
    return sendHtml(res, now, sent.refused ? 429 : 200, await pendingPage(m, token, sent.step, req));
  }
  if (choice === 'approve') {
    const refused = await checkApprovalOtp(db, approver(m), form.get('otp') ?? '', now);
    if (refused) return sendHtml(res, now, 422, await pendingPage(m, token, refused, req));
  } else if (choice !== 'reject') {
    return sendHtml(res, now, 400, notice('Choose Authorise or Reject.'));
  }
  const decided = await decideMandate(db, token, choice === 'approve');
  if (!decided) return sendHtml(res, now, 409, notice(MESSAGES.decided));
  const done = choice === 'approve' ? 'authorised' : 'rejected';
  const debit = decided.kind === 'UPI' && choice === 'approve' ? '<p>Re 1 was debited from your account to validate the mandate.</p>' : '';
  return sendHtml(res, now, 200, page(`Mandate ${done}`, `<h1>Mandate ${done}</h1>\n<p role="status">Thank you. Mandate ${escapeHtml(decided.ref)} is ${done}.</p>\n${debit}${summary(decided)}`));
}
