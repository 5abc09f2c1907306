'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { CheckCircleIcon, CloseIcon, ErrorIcon } from './icons';
import { toastTimers } from './toast-timers';

type ToastTone = 'success' | 'error';
interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
}
interface ToastApi {
  show: (message: string, tone?: ToastTone) => void;
}

const ToastContext = createContext<ToastApi | null>(null);
const VISIBLE_MS = 4000;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(0);
  const [timers] = useState(() => toastTimers((id) => setToasts((list) => list.filter((t) => t.id !== id)), VISIBLE_MS));

  const dismiss = useCallback(
    (id: number) => {
      setToasts((list) => list.filter((t) => t.id !== id));
      timers.clear(id);
    },
    [timers],
  );

  const show = useCallback(
    (message: string, tone: ToastTone = 'success') => {
      const id = ++nextId.current;
      setToasts((list) => [...list.slice(-2), { id, message, tone }]);
      timers.start(id);
    },
    [timers],
  );

  useEffect(() => () => timers.clearAll(), [timers]);

  const api = useMemo(() => ({ show }), [show]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* The live region stays mounted so that screen readers notice text added to it. */}
      <div
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex flex-col items-center gap-2 px-4"
      >
        {toasts.map((t) => (
          <div
            key={t.id}
            data-testid="toast"
            onMouseEnter={() => timers.hold(t.id)}
            onMouseLeave={() => timers.release(t.id)}
            onFocus={() => timers.hold(t.id)}
            onBlur={(e) => {
              if (!e.currentTarget.contains(e.relatedTarget as Node | null)) timers.release(t.id);
            }}
            className="pointer-events-auto flex max-w-md items-center gap-2 rounded-card bg-ink px-3 py-2 text-sm text-white shadow-card"
          >
            {t.tone === 'success' ? (
              <CheckCircleIcon className="h-4 w-4 shrink-0" />
            ) : (
              <ErrorIcon className="h-4 w-4 shrink-0" />
            )}
            <span>{t.message}</span>
            <button
              type="button"
              onClick={() => dismiss(t.id)}
              aria-label="Dismiss"
              className="ml-1 inline-flex h-6 w-6 items-center justify-center rounded-field hover:bg-white/10 focus-visible:outline-white"
            >
              <CloseIcon className="h-4 w-4" />
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
