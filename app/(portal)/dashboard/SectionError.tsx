import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';

/** A section whose figures could not be read: the BFF's message and a way to ask again. */
export function SectionError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="space-y-2">
      <Alert tone="error">{message}</Alert>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
