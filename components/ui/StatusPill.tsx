import type { AuthorisationState } from '@/lib/rules/transaction-windows';
import { TRACKER_STATE_LABELS, type TrackerState } from '@/lib/tracker/query';
import { CheckCircleIcon, ErrorIcon, InfoIcon, WarningIcon } from './icons';
import { ClockIcon } from './page-icons';

// Where a transaction is, the one way every list shows it (the tracker, a transaction's timeline, the
// dashboard's transaction summary), so a state has one word, one colour and one icon everywhere. A state
// is never told by colour alone: each has its word and its icon as well. Other lists of states (a firm
// member's) draw theirs with the same Pill and tones.

const PILL_TONES = {
  warning: 'border-warning-200 bg-warning-50 text-warning-700',
  brand: 'border-brand-200 bg-brand-50 text-brand-800',
  success: 'border-success-200 bg-success-50 text-success-700',
  danger: 'border-danger-200 bg-danger-50 text-danger-700',
  muted: 'border-line bg-canvas text-ink-muted',
} as const;

export interface PillLook {
  Icon: typeof ClockIcon;
  tone: keyof typeof PILL_TONES;
}

const LOOK: Record<TrackerState, PillLook> = {
  P: { Icon: ClockIcon, tone: 'warning' },
  A: { Icon: CheckCircleIcon, tone: 'brand' },
  L: { Icon: CheckCircleIcon, tone: 'success' },
  K: { Icon: CheckCircleIcon, tone: 'success' },
  R: { Icon: ErrorIcon, tone: 'danger' },
  E: { Icon: WarningIcon, tone: 'danger' },
  M: { Icon: CheckCircleIcon, tone: 'success' },
  D: { Icon: InfoIcon, tone: 'warning' },
  X: { Icon: ErrorIcon, tone: 'danger' },
};

/** A dashboard row's authorisation state as the tracker's: an expired row the investor rejected says so. */
export const authorisationState = (state: AuthorisationState, rejected = false): TrackerState => (state === 'E' && rejected ? 'R' : state);

/** The dashboard's transaction summary keeps the seed's word for a link awaiting the investor (seed 000). */
export const authorisationLabel = (state: AuthorisationState, rejected = false) =>
  state === 'P' ? 'Pending' : TRACKER_STATE_LABELS[authorisationState(state, rejected)];

/** A state's word with its icon and tone. */
export function Pill({ look: { Icon, tone }, label }: { look: PillLook; label: string }) {
  return (
    <span className={`inline-flex items-center gap-1 whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-medium ${PILL_TONES[tone]}`}>
      <Icon className="h-3.5 w-3.5 shrink-0" />
      {label}
    </span>
  );
}

/** `label`: a screen's own word for the state (the dashboard's seed words); the look stays the state's. */
export function StatusPill({ state, label = TRACKER_STATE_LABELS[state] }: { state: TrackerState; label?: string }) {
  return <Pill look={LOOK[state]} label={label} />;
}
