// Each toast's time on screen, which stops while a pointer rests on it or the keyboard is inside it (a
// message must not vanish while it is being read or its Dismiss is being reached) and starts again,
// in full, once the person moves on.

export function toastTimers(onExpire: (id: number) => void, visibleMs: number) {
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  const held = new Set<number>();
  const start = (id: number) => {
    clearTimeout(timers.get(id));
    timers.set(id, setTimeout(() => {
      timers.delete(id);
      onExpire(id);
    }, visibleMs));
  };
  return {
    start,
    /** Hover or focus arrived: the toast stays until released. */
    hold(id: number) {
      held.add(id);
      clearTimeout(timers.get(id));
      timers.delete(id);
    },
    /** Hover or focus left: a full visible time again. */
    release(id: number) {
      if (!held.delete(id)) return;
      start(id);
    },
    clear(id: number) {
      held.delete(id);
      clearTimeout(timers.get(id));
      timers.delete(id);
    },
    clearAll() {
      timers.forEach((t) => clearTimeout(t));
      timers.clear();
      held.clear();
    },
  };
}
