'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { lazyUntilOpen } from '@/components/ui/lazy-until-open';

// The form (with its schema library) is fetched for the dialog, not with the settings page.
const ChangePasswordModal = lazyUntilOpen(() => import('./ChangePasswordModal').then((m) => m.ChangePasswordModal));

export function ChangePasswordButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Change Password
      </Button>
      <ChangePasswordModal open={open} onClose={() => setOpen(false)} />
    </>
  );
}
