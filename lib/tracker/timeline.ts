import type { TrackerRow } from './query';

// One transaction's page: its facts and state (a tracker row), and what happened to it, oldest first.

export const TIMELINE_LABELS = {
  INITIATED: 'Initiated',
  LINK_SENT: 'Authorisation link sent',
  LINK_RESENT: 'Authorisation link sent again',
  APPROVED: 'Approved by the investor',
  REJECTED: 'Rejected',
  EXPIRED: 'Link expired unapproved',
  ALLOTTED: 'Allotted',
  PAID_OUT: 'Paid out',
  REINITIATED: 'Reinitiated',
  CANCELLED: 'SIP cancelled by the registrar',
} as const;

export interface TimelineEvent {
  /** ISO 8601. */
  at: string;
  label: string;
  detail: string;
}

export interface TransactionTimeline {
  row: TrackerRow;
  toScheme: string;
  events: TimelineEvent[];
  /** Whether the registrar gave the events; without them the page shows what the trail knows. */
  complete: boolean;
  reinitiatedAs: string;
  now: string;
}

export const timelinePageHref = (reference: string) => `/track-transactions/${encodeURIComponent(reference)}`;
