import { CheckCircleIcon, ClockIcon, WarningIcon } from '@/components/ui/icons';
import type { AuthorisationState } from '@/lib/rules/transaction-windows';

// Status is never told by colour alone: every state has its word and its icon as well.
type Look = { label: string; Icon: typeof ClockIcon; tone: string };
const LOOK: Record<AuthorisationState, Look> = {
  P: { label: 'Pending', Icon: ClockIcon, tone: 'border-warning-200 bg-warning-50 text-warning-700' },
  A: { label: 'Approved', Icon: CheckCircleIcon, tone: 'border-success-200 bg-success-50 text-success-700' },
  E: { label: 'Expired', Icon: WarningIcon, tone: 'border-danger-200 bg-danger-50 text-danger-700' },
};

// The Expired tab lists the transactions the investor rejected too: those say so.
const REJECTED: Look = { ...LOOK.E, label: 'Rejected' };
const lookOf = (state: AuthorisationState, rejected = false) => (state === 'E' && rejected ? REJECTED : LOOK[state]);

export const statusLabel = (state: AuthorisationState, rejected = false) => lookOf(state, rejected).label;

export function StatusBadge({ state, rejected = false }: { state: AuthorisationState; rejected?: boolean }) {
  const { label, Icon, tone } = lookOf(state, rejected);
  return (
    <span className={`inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium ${tone}`}>
      <Icon className="h-3.5 w-3.5 shrink-0" />
      {label}
    </span>
  );
}
