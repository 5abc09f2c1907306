import type { IncomingMessage, ServerResponse } from 'node:http';
import { cancellationNote, SIP_CANCELLATION_TRTYPE } from '../../lib/rules/sip-cancellation';
import type { Db } from '../db/client';
import { formatIstDateTime } from '../dates';
import { loadMarketCalendar } from '../domains/schemes/market-calendar';
import { AUTH_WINDOW_DAYS } from '../domains/portfolio/portfolio';
import { AUTHORISE_PATH, decide, findTransaction, type TxnView } from '../domains/transactions/portfolio-txns';
import { readBody, sendHtml } from '../http';
import { type Approver, checkApprovalOtp, otpForm, type OtpStep, sendApprovalOtp } from './approval-otp';
import { escapeHtml, page } from './html';

// The investor's side of a transaction: the link in the authorisation mail opens this page, which
// shows what the distributor initiated and takes Approve (with the OTP it sends) or Reject as plain
// HTML form posts.

const MESSAGES = {
  unknown: 'This authorisation link is not valid. Check that you opened the whole link from the e-mail.',
  expired: `This transaction has expired: it was not authorised within ${AUTH_WINDOW_DAYS} days. Ask your distributor to reinitiate it.`,
  decided: 'This transaction has already been answered; the link cannot be used again.',
} as const;

function summary(t: TxnView): string {
  const money = (v: string) => (Number(v) > 0 ? `₹${Number(v).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}` : null);
  const rows: [string, string | null][] = [
    ['Transaction number', String(t.ihno)],
    ['Investor', `${t.inv_name} (${t.pan})`],
    ['Distributor', t.arn],
    ['Type', t.trtype],
    ['Scheme', t.scheme_desc],
    ['Folio', t.acno ?? 'New folio'],
    ['Amount', money(t.amount)],
    ['SIP instalment', money(t.sip_amount)],
    ['Units', Number(t.units) > 0 ? t.units : null],
    ['Entered', `${formatIstDateTime(t.entered_at)} IST`],
  ];
  return `<dl>${rows.filter(([, v]) => v !== null).map(([k, v]) => `<dt>${k}</dt><dd>${escapeHtml(v ?? '')}</dd>`).join('')}</dl>`;
}

function notice(title: string, text: string): string {
  return page(title, `<h1>${escapeHtml(title)}</h1>\n<p role="status">${escapeHtml(text)}</p>`);
}

const TITLE = 'Authorise transaction';

const approver = (t: TxnView): Approver => ({ purpose: 'txn-approval', subject: String(t.ihno), pan: t.pan, title: `Your OTP to approve transaction ${t.ihno}` });

function pendingPage(t: TxnView, token: string, step: OtpStep): string {
  return page(
    TITLE,
    `<h1>${TITLE}</h1>\n<p>Your distributor initiated this transaction on your behalf. Approve it only if you asked for it.</p>\n${summary(t)}\n${otpForm(AUTHORISE_PATH, token, step, 'Approve')}`,
  );
}

export async function serveAuthorisePage(db: Db, req: IncomingMessage, res: ServerResponse, url: URL, now: Date): Promise<void> {
  const form = req.method === 'POST' ? new URLSearchParams(await readBody(req)) : null;
  const token = (form ?? url.searchParams).get('t') ?? '';
  const t = token ? await findTransaction(db, { token }) : null;
  if (!t) return sendHtml(res, now, 404, notice(TITLE, MESSAGES.unknown));
  if (t.state !== 'P') return sendHtml(res, now, 409, notice(TITLE, t.decision ? MESSAGES.decided : MESSAGES.expired));
  if (!form) return sendHtml(res, now, 200, pendingPage(t, token, { phase: 'ask' }));
  const choice = form.get('decision');
  if (choice === 'otp') {
    const sent = await sendApprovalOtp(db, approver(t), now);
    return sendHtml(res, now, sent.refused ? 429 : 200, pendingPage(t, token, sent.step));
  }
  if (choice === 'approve') {
    const refused = await checkApprovalOtp(db, approver(t), form.get('otp') ?? '', now);
    if (refused) return sendHtml(res, now, 422, pendingPage(t, token, refused));
  } else if (choice !== 'reject') {
    return sendHtml(res, now, 400, notice(TITLE, 'Choose Approve or Reject.'));
  }
  const result = await decide(db, token, choice === 'approve' ? 'A' : 'R');
  if ('refused' in result) return sendHtml(res, now, result.refused === 'unknown' ? 404 : 409, notice(TITLE, MESSAGES[result.refused]));
  const done = choice === 'approve' ? 'approved' : 'rejected';
  // The registrar tells the investor when an approved SIP cancellation takes effect (its status, notified).
  const effect = choice === 'approve' && result.txn.trtype === SIP_CANCELLATION_TRTYPE ? `\n<p>${escapeHtml(cancellationNote(now, await loadMarketCalendar(db)))}</p>` : '';
  return sendHtml(res, now, 200, page('Transaction ' + done, `<h1>Transaction ${done}</h1>\n<p role="status">Thank you. Transaction ${result.txn.ihno} is ${done}.</p>${effect}\n${summary(result.txn)}`));
}
