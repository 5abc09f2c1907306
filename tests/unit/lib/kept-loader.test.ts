import { describe, expect, it } from 'vitest';
import { keptLoader } from '@/components/forms/kept-loader';

describe('keptLoader', () => {
  it('loads once and answers every later call with what it loaded', async () => {
    let loads = 0;
    const load = keptLoader(async () => ({ built: ++loads }));
    const first = await load();
    expect(await load()).toBe(first);
    expect(loads).toBe(1);
  });

  it('does not keep a failed load: the next call tries again', async () => {
    let loads = 0;
    const load = keptLoader(async () => {
      loads++;
      if (loads === 1) throw new Error('offline');
      return 'schema';
    });
    await expect(load()).rejects.toThrow('offline');
    expect(await load()).toBe('schema');
    expect(await load()).toBe('schema');
    expect(loads).toBe(2);
  });
});
