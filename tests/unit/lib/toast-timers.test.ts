import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastTimers } from '@/components/ui/toast-timers';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('a toast on screen', () => {
  it('goes after its time, but not while it is hovered or focused; then it has its full time again', () => {
    const gone: number[] = [];
    const t = toastTimers((id) => gone.push(id), 4000);
    t.start(1);
    t.start(2);
    vi.advanceTimersByTime(3000);
    t.hold(1);
    vi.advanceTimersByTime(10_000);
    expect(gone).toEqual([2]);
    t.release(1);
    vi.advanceTimersByTime(3999);
    expect(gone).toEqual([2]);
    vi.advanceTimersByTime(1);
    expect(gone).toEqual([2, 1]);
  });

  it('ignores a release without a hold, and a dismissed toast never expires', () => {
    const gone: number[] = [];
    const t = toastTimers((id) => gone.push(id), 4000);
    t.start(1);
    t.release(1);
    t.clear(1);
    vi.advanceTimersByTime(10_000);
    expect(gone).toEqual([]);
  });
});
