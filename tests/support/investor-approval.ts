// The investor's approval on the sandbox's authorisation pages as plain form posts, the way the page's
// buttons send them: Send OTP, read the OTP from the sandbox's outbox (its test API), then approve
// with it. `reference` is the transaction number or mandate reference the OTP's mail names; without
// it, the newest OTP sent is the one (the sandbox serves one test at a time).

const form = (sandboxUrl: string, path: string, fields: Record<string, string>) =>
  fetch(`${sandboxUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

/** The newest OTP the sandbox sent for approving `reference` (or for anything). */
export async function approvalOtp(sandboxUrl: string, reference?: string): Promise<string> {
  const res = await fetch(`${sandboxUrl}/__sandbox/outbox.json`);
  const messages = (await res.json()) as { subject: string; otp?: string }[];
  // Subjects end with the reference ('… transaction 5000004'), so 500000 never matches 5000004's.
  const otp = messages.find((m) => m.otp && (reference === undefined || m.subject.endsWith(` ${reference}`)))?.otp;
  if (!otp) throw new Error(`no approval OTP for ${reference ?? 'anything'} in the sandbox outbox`);
  return otp;
}

/**
 * Approves through `link` (an authorisation or mandate link; its token and page are used against
 * `sandboxUrl`, the sandbox's own address) and answers the page's final response.
 */
export async function approveThroughLink(sandboxUrl: string, link: string, reference?: string): Promise<Response> {
  const url = new URL(link);
  const t = url.searchParams.get('t') ?? '';
  const sent = await form(sandboxUrl, url.pathname, { t, decision: 'otp' });
  if (!sent.ok) throw new Error(`Send OTP for ${link} answered ${sent.status}: ${await sent.text()}`);
  return form(sandboxUrl, url.pathname, { t, decision: 'approve', otp: await approvalOtp(sandboxUrl, reference) });
}
