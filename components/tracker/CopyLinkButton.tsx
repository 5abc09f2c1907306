'use client';

import { FALLBACK_MESSAGE } from '@/components/bff/client';
import { Button } from '@/components/ui/Button';
import { useToast } from '@/components/ui/toast';
import { LINK_COPIED_MESSAGE } from '@/lib/drilldowns/transactions';

/** Puts the text on the clipboard; the older execCommand path covers browsers without the async API. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.className = 'fixed -left-[9999px] opacity-0';
    document.body.append(area);
    area.select();
    const copied = document.execCommand('copy');
    area.remove();
    return copied;
  }
}

export function CopyLinkButton({ ihno, link }: { ihno: string; link: string }) {
  const toast = useToast();
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={async () => {
        if (await copyText(link)) toast.show(LINK_COPIED_MESSAGE);
        else toast.show(FALLBACK_MESSAGE, 'error');
      }}
    >
      Copy Transaction Link<span className="sr-only"> of transaction {ihno}</span>
    </Button>
  );
}
