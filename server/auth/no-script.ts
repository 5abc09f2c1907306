import 'server-only';
import { VIEWPORT } from '@/lib/html-page';

export const NO_SCRIPT_MESSAGE =
  'Nothing was sent. This form needs JavaScript, which had not finished loading or is turned off. Go back, wait for the page to load (or turn JavaScript on) and try again.';

const localPath = (back: string | null) =>
  back && back.startsWith('/') && !back.startsWith('//') && !/[\\\s<>"'`]/.test(back) ? back : '/login';

/** The page a form's pre-script submit lands on; `back` is honoured only as a path on this site. */
export function NO_SCRIPT_PAGE(back: string | null): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="${VIEWPORT}">
<title>Please try again</title></head>
<body><main><h1>Please try again</h1><p>${NO_SCRIPT_MESSAGE}</p><p><a href="${localPath(back)}">Back</a></p></main></body></html>`;
}
