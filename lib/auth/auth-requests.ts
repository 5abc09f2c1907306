// next-auth's own browser exchanges (its CSRF token, then a form POST to one of its endpoints), made
// directly so pages do not load next-auth's browser client, which also asks for the providers before a
// sign-in and for the session after it.

async function csrfToken(): Promise<string> {
  const res = await fetch('/api/auth/csrf', { cache: 'no-store' });
  return ((await res.json()) as { csrfToken: string }).csrfToken;
}

/** POSTs `fields` to `/api/auth/<action>` as next-auth's client does; answers next-auth's reply. */
export async function postToAuth(action: string, fields: Record<string, string>): Promise<{ ok: boolean; url: string | null }> {
  const body = new URLSearchParams({ ...fields, csrfToken: await csrfToken(), json: 'true' });
  const res = await fetch(`/api/auth/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-auth-return-redirect': '1' },
    body,
  });
  const data = (await res.json().catch(() => ({}))) as { url?: string };
  return { ok: res.ok, url: data.url ?? null };
}

/**
 * Signs in with the credentials provider: the user id and password, or a firm member's second step, the
 * OTP by the id the first answered (lib/rules/member-sign-in.ts). Answers null when signed in, else the code authorize() refused
 * with (see sign-in-errors.ts); next-auth puts it in the `error` parameter of the address it answers.
 */
export async function credentialsSignIn(step: { username: string; password: string } | { username: string; otpid: string; otp: string }): Promise<string | null> {
  const { ok, url } = await postToAuth('callback/credentials', { ...step, callbackUrl: window.location.href });
  const error = url ? new URL(url, window.location.href).searchParams.get('error') : 'UPSTREAM';
  return ok && !error ? null : (error ?? 'UPSTREAM');
}
