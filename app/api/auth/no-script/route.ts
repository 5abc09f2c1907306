import { NO_SCRIPT_PAGE } from '@/server/auth/no-script';
import { HTML_CONTENT_TYPE } from '@/lib/html-page';

// Where a form that carries a secret posts when it is submitted before the page's scripts run (still
// loading, or turned off). The body is never read: the password went in a POST body, not the address
// bar, and goes no further. The page says plainly that nothing was sent.
export function POST(req: Request) {
  const back = new URL(req.url).searchParams.get('back');
  return new Response(NO_SCRIPT_PAGE(back), {
    status: 400,
    headers: { 'content-type': HTML_CONTENT_TYPE, 'cache-control': 'no-store' },
  });
}
