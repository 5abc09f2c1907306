import type { IncomingMessage } from 'node:http';
import QRCode from 'qrcode';
import { UPI_APPROVAL_TEXTS as T, upiApprovalFor, upiMandateLink } from '../../lib/rules/upi-autopay';
import type { PendingMandate } from '../domains/mandates/mandate-registration';
import { escapeHtml } from './html';

// How the investor starts a UPI AutoPay mandate now that Collect requests are gone: a QR code on a
// desktop, the UPI app's intent link on a phone (lib/rules/upi-autopay.ts). The payee is the fund house.

const PAYEE = { payee: 'sandboxmf117@upi', payeeName: 'Sandbox Mutual Fund' };

export async function upiApprovalSection(m: PendingMandate, req: IncomingMessage): Promise<string> {
  const link = upiMandateLink({ ...PAYEE, ref: m.ref, maxAmount: Number(m.max_amount), frequency: m.frequency, start: m.start_date, end: m.end_date });
  const how =
    upiApprovalFor(req.headers['user-agent']) === 'intent'
      ? `<p>${escapeHtml(T.intent)}</p>\n<p><a href="${escapeHtml(link)}">${escapeHtml(T.intentLink)}</a></p>`
      : `<p>${escapeHtml(T.qr)}</p>\n<img src="${await qrDataUrl(link)}" alt="${escapeHtml(T.qrAlt(m.ref))}" width="240" height="240">`;
  return `<section aria-labelledby="upi-approval">\n<h2 id="upi-approval">${escapeHtml(T.heading)}</h2>\n${how}\n</section>`;
}

async function qrDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
