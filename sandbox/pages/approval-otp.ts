import { APPROVAL_OTP_MESSAGES as M, approvalOtpMessage, isOtpShaped, OTP_LENGTH } from '../../lib/rules/otp';
import { OTP_REQUEST_LIMIT, OTP_REQUEST_WINDOW_MS, tooManyOtpRequestsMessage } from '../../lib/rules/otp-requests';
import type { Db } from '../db/client';
import { issueOtp, otpsIssuedSince, verifyOtp } from '../otp';
import { escapeHtml } from './html';

// The investor's second factor on the authorisation pages: approving takes an OTP sent to the
// registered mobile and e-mail (lib/rules/otp.ts). Rejecting takes none, since it moves no money.
// Sending is capped like the portal's own OTP requests, so the tries per OTP stay a real limit.

export interface Approver {
  purpose: 'txn-approval' | 'mandate-approval';
  /** The transaction number or mandate reference: the OTP's mail names it. */
  subject: string;
  pan: string;
  /** The mail's subject line. */
  title: string;
}

export type OtpStep = { phase: 'ask' | 'enter'; status?: string; error?: string };

/** Sends a new OTP; the step the page shows next, and whether it was refused. */
export async function sendApprovalOtp(db: Db, who: Approver, now: Date): Promise<{ step: OtpStep; refused: boolean }> {
  const { rows } = await db.query<{ mobile: string | null; email: string | null }>('select mobile, email from investors where pan = $1', [who.pan]);
  const contact = rows[0];
  if (!contact?.mobile && !contact?.email) return { step: { phase: 'ask', error: M.noContact }, refused: true };
  const recent = await otpsIssuedSince(db, who.purpose, who.subject, new Date(now.getTime() - OTP_REQUEST_WINDOW_MS));
  if (recent.count >= OTP_REQUEST_LIMIT && recent.oldest) {
    const retryAfter = (recent.oldest.getTime() + OTP_REQUEST_WINDOW_MS - now.getTime()) / 1000;
    return { step: { phase: 'enter', error: tooManyOtpRequestsMessage(retryAfter) }, refused: true };
  }
  await issueOtp(db, { purpose: who.purpose, subject: who.subject, mobile: contact.mobile, email: contact.email, title: who.title, now });
  return { step: { phase: 'enter', status: M.sent }, refused: false };
}

/** Checks the entered OTP; null when it is right (and now used), else the step to show again. */
export async function checkApprovalOtp(db: Db, who: Approver, entered: string, now: Date): Promise<OtpStep | null> {
  if (!isOtpShaped(entered)) return { phase: 'enter', error: M.format };
  const verdict = await verifyOtp(db, { purpose: who.purpose, subject: who.subject }, entered, now);
  if (verdict.ok) return null;
  return { phase: verdict.reason === 'none' ? 'ask' : 'enter', error: approvalOtpMessage(verdict) };
}

/** The form: Send OTP first, then the OTP field with the approval; Reject is always there. */
export function otpForm(action: string, token: string, step: OtpStep, approveLabel: string): string {
  const said = step.error
    ? `<p id="otp-error" role="alert"><strong>${escapeHtml(step.error)}</strong></p>`
    : `<p role="status">${escapeHtml(step.status ?? M.ask)}</p>`;
  const hidden = `<input type="hidden" name="t" value="${escapeHtml(token)}">`;
  if (step.phase === 'ask') {
    return `<form method="post" action="${action}">
  ${said}
  ${hidden}
  <button type="submit" name="decision" value="otp">Send OTP</button>
  <button type="submit" name="decision" value="reject">Reject</button>
</form>`;
  }
  const described = step.error ? 'otp-hint otp-error' : 'otp-hint';
  return `<form method="post" action="${action}">
  ${said}
  ${hidden}
  <p><label for="otp">OTP</label>
  <input id="otp" name="otp" type="text" inputmode="numeric" autocomplete="one-time-code" required pattern="\\d{${OTP_LENGTH}}" maxlength="${OTP_LENGTH}" size="8" aria-describedby="${described}"${step.error ? ' aria-invalid="true" autofocus' : ''}>
  <span id="otp-hint">${escapeHtml(M.hint)}</span></p>
  <button type="submit" name="decision" value="approve">${escapeHtml(approveLabel)}</button>
  <button type="submit" name="decision" value="otp" formnovalidate>Send a new OTP</button>
  <button type="submit" name="decision" value="reject" formnovalidate>Reject</button>
</form>`;
}
