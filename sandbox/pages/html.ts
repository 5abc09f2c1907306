import { VIEWPORT } from '../../lib/html-page';

// The sandbox's own pages are plain server-rendered HTML: no scripts, every text escaped, so a
// message body (which may echo what someone typed) can never inject markup.

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ENTITIES[ch] ?? ch);
}

/** Only http(s) and same-site paths become anchors; anything else (javascript:, data:) stays inert text. */
export function safeHref(link: string): string | null {
  if (link.startsWith('/') && !link.startsWith('//')) return link;
  try {
    const url = new URL(link);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Text with its http(s) URLs made clickable, everything escaped. */
export function linkify(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"']+)/g)
    .map((part, i) => {
      const href = i % 2 === 1 ? safeHref(part) : null;
      return href ? `<a href="${escapeHtml(href)}">${escapeHtml(part)}</a>` : escapeHtml(part);
    })
    .join('');
}

const STYLE = `
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0 auto;max-width:60rem;padding:1rem 1.25rem;color:#1a1a1a;line-height:1.5}
h1{font-size:1.5rem}h2{font-size:1.1rem;margin:0 0 .25rem}
article{border:1px solid #c8c8c8;border-radius:6px;padding:.75rem 1rem;margin:0 0 1rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.1rem 1rem;margin:.25rem 0}dt{font-weight:600}dd{margin:0}
pre{white-space:pre-wrap;font:inherit;background:#f5f5f5;padding:.5rem;border-radius:4px}
.otp{font-size:1.25rem;font-variant-numeric:tabular-nums;letter-spacing:.1em}
a{color:#0b57d0}a:focus-visible,input:focus-visible,button:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}
label{font-weight:600;margin-right:.5rem}input{padding:.3rem}button{padding:.3rem .8rem}
`;

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="${VIEWPORT}">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Fund-house sandbox</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}
