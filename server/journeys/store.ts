import 'server-only';

/**
 * Where a journey keeps its state between requests: a sealed cookie for a public journey, a draft for a
 * signed-in one. Each call reads or writes the whole state, so a step's handler never sees half of a
 * concurrent write.
 */
export interface JourneyStore<S> {
  load(): Promise<S>;
  save(state: S): Promise<void>;
  clear(): Promise<void>;
}
