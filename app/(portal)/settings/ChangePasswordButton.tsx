'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { ChangePasswordModal } from './ChangePasswordModal';

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
