import { failuresLeftText } from './rules/sip-auto-cancel';

// How a SIP's state and its recent instalments read on the investor detail and Select Live SIP. Dates
// arrive as DD/MM/YYYY; a pause is shown as the registrar approved it, from its first to its last
// paused instalment.

export type SipPause = { from: string | null; to: string | null };

/** 'Paused until …' while paused, 'Pause from … to …' before an approved pause starts, else the status. */
export function sipStatusText(status: string, pause: SipPause): string {
  if (status === 'Paused') return pause.to ? `Paused until ${pause.to}` : 'Paused';
  if (status === 'Live' && pause.from && pause.to) return `Live. Pause from ${pause.from} to ${pause.to}`;
  return status;
}

export function failuresText(failures: number, threshold: number): string {
  const standing = failures === 1 ? '1 consecutive failed instalment' : `${failures} consecutive failed instalments`;
  return `${standing}: ${failuresLeftText(failures, threshold)}`;
}

export function closedText(closedOn: string, reason: string): string {
  const on = closedOn ? ` on ${closedOn}` : '';
  return reason ? `${reason}${on}` : `Closed${on}`;
}

export const INSTALMENT_STATUS_TEXT = {
  Allotted: 'Allotted',
  Failed: 'Failed',
  Paused: 'Skipped (paused)',
  Due: 'Due',
} as const;
