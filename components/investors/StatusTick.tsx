import { CrossIcon, TickIcon } from './investor-icons';

export interface StatusTickProps {
  ok: boolean;
  /** 'KYC' or 'FATCA'; without it the text is just Yes or No (a table column names the check). */
  label?: string;
}

/** A KYC or FATCA flag as icon and words, never colour alone. */
export function StatusTick({ ok, label }: StatusTickProps) {
  const word = ok ? 'Yes' : 'No';
  return (
    <span className={`inline-flex items-center gap-1 ${ok ? 'text-success-700' : 'text-danger-700'}`}>
      {ok ? <TickIcon className="h-4 w-4 shrink-0" /> : <CrossIcon className="h-4 w-4 shrink-0" />}
      <span>{label ? `${label}: ${word}` : word}</span>
    </span>
  );
}
