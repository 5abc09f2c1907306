import { CheckCircleIcon, ClockIcon, ErrorIcon, InfoIcon, WarningIcon } from '@/components/ui/icons';
import { TRACKER_STATE_LABELS, type TrackerState } from '@/lib/tracker/query';

// A state is never told by colour alone: each has its word and its icon as well.
const LOOK: Record<TrackerState, { Icon: typeof ClockIcon; tone: string }> = {
  P: { Icon: ClockIcon, tone: 'border-warning-200 bg-warning-50 text-warning-700' },
  A: { Icon: CheckCircleIcon, tone: 'border-brand-200 bg-brand-50 text-brand-800' },
  L: { Icon: CheckCircleIcon, tone: 'border-success-200 bg-success-50 text-success-700' },
  K: { Icon: CheckCircleIcon, tone: 'border-success-200 bg-success-50 text-success-700' },
  R: { Icon: ErrorIcon, tone: 'border-danger-200 bg-danger-50 text-danger-700' },
  E: { Icon: WarningIcon, tone: 'border-danger-200 bg-danger-50 text-danger-700' },
  M: { Icon: CheckCircleIcon, tone: 'border-success-200 bg-success-50 text-success-700' },
  D: { Icon: InfoIcon, tone: 'border-warning-200 bg-warning-50 text-warning-700' },
  X: { Icon: ErrorIcon, tone: 'border-danger-200 bg-danger-50 text-danger-700' },
};

export function TrackerStatus({ state }: { state: TrackerState }) {
  const { Icon, tone } = LOOK[state];
  return (
    <span className={`inline-flex items-center gap-1 whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-medium ${tone}`}>
      <Icon className="h-3.5 w-3.5 shrink-0" />
      {TRACKER_STATE_LABELS[state]}
    </span>
  );
}
