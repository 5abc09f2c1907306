import type { ReactNode } from 'react';
import { CheckCircleIcon, ErrorIcon, InfoIcon, WarningIcon } from './icons';

export type AlertTone = 'error' | 'success' | 'warning' | 'info';

const tones: Record<AlertTone, { box: string; Icon: typeof ErrorIcon; word: string }> = {
  error: { box: 'border-danger-200 bg-danger-50 text-danger-700', Icon: ErrorIcon, word: 'Error' },
  success: { box: 'border-success-200 bg-success-50 text-success-700', Icon: CheckCircleIcon, word: 'Success' },
  warning: { box: 'border-warning-200 bg-warning-50 text-warning-700', Icon: WarningIcon, word: 'Warning' },
  info: { box: 'border-brand-200 bg-brand-50 text-brand-800', Icon: InfoIcon, word: 'Information' },
};

export interface AlertProps {
  tone: AlertTone;
  title?: string;
  children: ReactNode;
  className?: string;
}

/** Errors interrupt (role=alert); everything else is announced politely (role=status). */
export function Alert({ tone, title, children, className = '' }: AlertProps) {
  const { box, Icon, word } = tones[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex items-start gap-2 rounded-field border px-3 py-2 text-sm ${box} ${className}`}
    >
      <Icon className="mt-0.5 h-4 w-4 shrink-0" />
      <div className="min-w-0">
        <span className="sr-only">{word}: </span>
        {title && <p className="font-semibold">{title}</p>}
        <div>{children}</div>
      </div>
    </div>
  );
}
