// vitest runs outside the React server environment, where the real 'server-only' would throw on import.
export {};
