'use client';

import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';

/** The seed's alerts (penny-drop outcomes), as an accessible dialog with one OK. */
export function NoticeDialog({ message, title, onClose }: { message: string | null; title: string; onClose: () => void }) {
  return (
    <Modal
      open={message !== null}
      onClose={onClose}
      title={title}
      size="sm"
      actions={
        <Button onClick={onClose} autoFocus>
          OK
        </Button>
      }
    >
      <p className="text-sm text-ink">{message}</p>
    </Modal>
  );
}
