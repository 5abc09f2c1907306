import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Db } from '../db/client';
import { decideMandate, MANDATE_AUTH_PATH, mandateByToken, type PendingMandate } from '../domains/mandate-registration';
import { maskAccount } from '../domains/redemption';
import { readBody, sendHtml } from '../http';
import { escapeHtml, page } from './html';

// The investor's side of an e-mandate registration, like the transaction authorisation page: the
// link in the mail shows the mandate and takes Authorise or Reject as a plain form post. A UPI
// Autopay mandate states the Re 1 validation debit its authorisation makes.

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

export async function serveMandateAuthorisePage(db: Db, req: IncomingMessage, res: ServerResponse, url: URL, now: Date): Promise<void> {
  if (req.method === 'POST') {
    const form = new URLSearchParams(await readBody(req));
    const choice = form.get('decision');
    if (choice !== 'approve' && choice !== 'reject') return sendHtml(res, now, 400, notice('Choose Authorise or Reject.'));
    const token = form.get('t') ?? '';
    const decided = await decideMandate(db, token, choice === 'approve');
    if (!decided) {
      const known = token ? await mandateByToken(db, token) : null;
      return sendHtml(res, now, known ? 409 : 404, notice(known ? MESSAGES.decided : MESSAGES.unknown));
    }
    const done = choice === 'approve' ? 'authorised' : 'rejected';
    const debit = decided.kind === 'UPI' && choice === 'approve' ? '<p>Re 1 was debited from your account to validate the mandate.</p>' : '';
    return sendHtml(res, now, 200, page(`Mandate ${done}`, `<h1>Mandate ${done}</h1>\n<p role="status">Thank you. Mandate ${escapeHtml(decided.ref)} is ${done}.</p>\n${debit}${summary(decided)}`));
  }
  const token = url.searchParams.get('t') ?? '';
  const m = token ? await mandateByToken(db, token) : null;
  if (!m) return sendHtml(res, now, 404, notice(MESSAGES.unknown));
  if (m.status !== 'Pending') return sendHtml(res, now, 409, notice(MESSAGES.decided));
  const upi = m.kind === 'UPI' ? '<p>Authorising debits Re 1 from your account to validate the mandate (PSP authentication); complete it within 5 minutes.</p>' : '';
  const form = `
<form method="post" action="${MANDATE_AUTH_PATH}">
  <input type="hidden" name="t" value="${escapeHtml(token)}">
  <button type="submit" name="decision" value="approve">Authorise</button>
  <button type="submit" name="decision" value="reject">Reject</button>
</form>`;
  return sendHtml(res, now, 200, page(TITLE, `<h1>${TITLE}</h1>\n<p>Your distributor registered this mandate on your behalf. Authorise it only if you asked for it.</p>\n${upi}${summary(m)}\n${form}`));
}
