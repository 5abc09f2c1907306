'use client';

import { useState } from 'react';
import { postToAuth } from '@/lib/auth/auth-requests';
import { LogoutIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/Spinner';

/** next-auth's sign-out, made directly so every signed-in page does not load its browser client for one button. */
async function signOut(): Promise<void> {
  await postToAuth('signout', { callbackUrl: window.location.origin });
}

export function LogoutButton() {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      aria-label="Log out"
      aria-busy={busy || undefined}
      disabled={busy}
      onClick={() => {
        setBusy(true);
        // next-auth would send the person to its configured base URL; this origin keeps the host they use.
        // A full load, so nothing of the signed-in pages stays in memory.
        void signOut().catch(() => undefined).finally(() => window.location.assign(new URL('/', window.location.origin)));
      }}
      className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-field text-white hover:bg-white/10 focus-visible:outline-white disabled:opacity-70"
    >
      {busy ? <Spinner className="h-5 w-5" /> : <LogoutIcon className="h-5 w-5" />}
    </button>
  );
}
