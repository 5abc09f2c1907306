'use client';

import { useEffect, useState } from 'react';
import { isLastDay, timeLeft } from '@/lib/tracker/format';

/**
 * The time left on an authorisation link, measured on the registrar's clock: `now` is its time when the
 * answer was read, and the browser's own clock only counts the seconds since. It ticks each second in
 * the link's last day and each minute before that.
 */
export function LinkCountdown(props: { expiresAt: string; now: string }) {
  // A new reading of the registrar's clock starts the count afresh.
  return <Countdown key={props.now} {...props} />;
}

function Countdown({ expiresAt, now }: { expiresAt: string; now: string }) {
  const [elapsed, setElapsed] = useState(0);
  const left = Date.parse(expiresAt) - Date.parse(now) - elapsed;
  const lastDay = isLastDay(left);
  useEffect(() => {
    const start = Date.now() - elapsed;
    const id = window.setInterval(() => setElapsed(Date.now() - start), lastDay ? 1_000 : 60_000);
    return () => window.clearInterval(id);
    // Restarted only when the pace changes; `elapsed` is read once to carry on from where it was.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lastDay, expiresAt, now]);
  if (!Number.isFinite(left)) return null;
  if (left <= 0) return <span className="text-xs text-danger-700">Link expired</span>;
  return (
    <span className={`text-xs ${lastDay ? 'font-semibold text-warning-700' : 'text-ink-muted'}`}>
      Link expires in <span className="tabular-nums">{timeLeft(left)}</span>
    </span>
  );
}
