/**
 * A loader that runs once and keeps what it loaded, for schemas fetched on first use: a form checks on
 * every change, and building its schema again each time is work on the typing path. A failed load
 * (the network dropped) is not kept, so the next call tries again.
 */
export function keptLoader<T>(load: () => Promise<T>): () => Promise<T> {
  let kept: Promise<T> | null = null;
  return () =>
    (kept ??= load().catch((err: unknown) => {
      kept = null;
      throw err;
    }));
}
