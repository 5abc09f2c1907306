import 'server-only';
import { flowSession, type FlowName } from '../auth/flow-session';
import type { JourneyStore } from './store';

/**
 * A public journey's state, sealed (iron-session) in the flow's own short-lived cookie: nothing of it is
 * readable or changeable in the browser, and nothing needs a store row before the visitor is known.
 */
export function sealedCookieStore<T extends object>(flow: FlowName): JourneyStore<Partial<T>> {
  const open = () => flowSession<T>(flow);
  return {
    async load() {
      // The session's own methods are not enumerable: the spread is the state alone.
      return { ...(await open()) };
    },
    async save(state) {
      const session = await open();
      for (const key of Object.keys(session)) delete session[key as keyof T];
      Object.assign(session, state);
      await session.save();
    },
    async clear() {
      (await open()).destroy();
    },
  };
}
