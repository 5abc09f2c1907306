import type { SentMessage } from '../outbox';
import { formatIstDateTime } from '../dates';
import { escapeHtml, linkify, page, safeHref } from './html';

// The sandbox's stand-in for everyone's inbox and phone: a person testing the portal reads the
// OTPs and follows the authorisation links here.

export function renderOutboxPage(messages: SentMessage[], to: string): string {
  const filter = `
<form method="get" action="/__sandbox/outbox" role="search">
  <label for="to">Recipient</label>
  <input id="to" name="to" type="text" value="${escapeHtml(to)}" autocomplete="off" placeholder="e-mail or mobile">
  <button type="submit">Filter</button>
  ${to ? '<a href="/__sandbox/outbox">Show all</a>' : ''}
</form>`;
  const list = messages.length
    ? messages.map(renderMessage).join('\n')
    : `<p>No messages${to ? ` to ${escapeHtml(to)}` : ''} yet.</p>`;
  const count = `<p>${messages.length} message${messages.length === 1 ? '' : 's'}, newest first.</p>`;
  return page('Outbox', `<h1>Outbox</h1>\n<p>Every e-mail, SMS and OTP the sandbox sent, and the mail the portal sent through its SMTP receiver. Nothing leaves this machine.</p>\n${filter}\n${count}\n${list}`);
}

function renderMessage(m: SentMessage): string {
  const channel = m.channel === 'email' ? 'E-mail' : 'SMS';
  const href = m.link ? safeHref(m.link) : null;
  const rows = [
    ['To', escapeHtml(m.to)],
    ['Channel', channel],
    ['From', m.source === 'portal' ? 'The portal (SMTP)' : 'The registrar'],
    ['Sent', `<time datetime="${escapeHtml(m.sentAt)}">${escapeHtml(formatIstDateTime(new Date(m.sentAt)))} IST</time>`],
    ...(m.otp ? [['OTP', `<span class="otp">${escapeHtml(m.otp)}</span>`]] : []),
    ...(m.attachments?.length
      ? [['Attachments', m.attachments.map((a) => `<a href="${escapeHtml(a.url)}" download="${escapeHtml(a.filename)}">${escapeHtml(a.filename)}</a> (${a.bytes} bytes)`).join('<br>')]]
      : []),
    ...(m.link ? [['Link', href ? `<a href="${escapeHtml(href)}">${escapeHtml(m.link)}</a>` : escapeHtml(m.link)]] : []),
  ];
  return `<article aria-labelledby="msg-${m.id}">
<h2 id="msg-${m.id}">${escapeHtml(m.subject)}</h2>
<dl>${rows.map(([k, v]) => `<dt>${k}</dt><dd>${v}</dd>`).join('')}</dl>
<pre>${linkify(m.text)}</pre>
</article>`;
}
